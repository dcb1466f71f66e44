package uritemplate

// Equivalent is equivalent, for the tests of package uritemplate_test.
var Equivalent = equivalent

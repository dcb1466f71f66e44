// Package ldap reads and writes LDAP URLs, the ldap and ldaps schemes of
// RFC 4516:
//
//	ldapurl    = scheme COLON SLASH SLASH [host [COLON port]]
//	             [SLASH dn [QUESTION [attributes]
//	             [QUESTION [scope] [QUESTION [filter]
//	             [QUESTION extensions]]]]]
//	dn         = distinguishedName      ; RFC 4514 3
//	attributes = attrdesc *(COMMA attrdesc)
//	attrdesc   = selector *(COMMA selector)
//	selector   = attributeSelector      ; RFC 4511 4.5.1.8
//	scope      = "base" / "one" / "sub"
//	filter     = filter                 ; RFC 4515 3
//	extensions = extension *(COMMA extension)
//	extension  = [EXCLAMATION] extype [EQUALS exvalue]
//	extype     = oid                    ; RFC 4512 1.4
//	exvalue    = LDAPString             ; RFC 4511 4.1.2
//
// (RFC 4516 2), host and port from RFC 3986 3.2.2 and 3.2.3. Parse
// percent-decodes each part (RFC 4516 2.1) and checks it against the
// grammar it comes from: the dn against RFC 4514 3, the attributes
// against RFC 4511 4.5.1.8 (with "+", all operational attributes, of RFC
// 3673 2), the filter against RFC 4515 3, each extype against RFC 4512
// 1.4. It fills in the defaults of RFC 4516 2: port 389 (636 for ldaps,
// LDAP over TLS, by the IANA registry), the zero-length DN, scope "base",
// filter "(objectClass=*)". String writes a URL back, leaving out the
// trailing parts that hold their defaults.
//
// The dn and filter keep their own escapes: "o=An%20Example%5C2C%20Inc."
// decodes to the dn `o=An Example\2C Inc.`, whose "\2C" is RFC 4514's
// escape for a comma, not undone here. The scope is compared without
// regard to case (ABNF quoted strings, RFC 4234 2.3) and kept in lower
// case. The fragment (RFC 3986 3.5) is not part of the value.
package ldap

package uritemplate

// This file turns Go values into Values, for ExpandMap.

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
)

// valueOf returns the Value of x, one of the types ExpandMap takes.
func valueOf(x any) (Value, error) {
	switch x := x.(type) {
	case nil:
		return Value{}, nil
	case Value:
		return x, nil
	case json.RawMessage:
		var v Value
		if err := v.UnmarshalJSON(x); err != nil {
			if errors.Is(err, errNested) {
				err = errNested
			}
			return Value{}, fmt.Errorf("%w: %v", ErrValue, err)
		}
		return v, nil
	case []string:
		return List(x...), nil
	case []Pair:
		return Assoc(x...), nil
	case []any:
		items := make([]string, 0, len(x))
		for _, it := range x {
			s, ok, err := scalarGo(it)
			if err != nil {
				return Value{}, err
			}
			if ok {
				items = append(items, s)
			}
		}
		if len(items) == 0 {
			return Value{}, nil
		}
		return Value{kind: KindList, items: items}, nil
	case map[string]string:
		items := make([]string, 0, 2*len(x))
		for _, name := range sortedKeys(x) {
			items = append(items, name, x[name])
		}
		if len(items) == 0 {
			return Value{}, nil
		}
		return Value{kind: KindAssoc, items: items}, nil
	case map[string]any:
		items := make([]string, 0, 2*len(x))
		for _, name := range sortedKeys(x) {
			s, ok, err := scalarGo(x[name])
			if err != nil {
				return Value{}, err
			}
			if ok {
				items = append(items, name, s)
			}
		}
		if len(items) == 0 {
			return Value{}, nil
		}
		return Value{kind: KindAssoc, items: items}, nil
	}
	s, ok, err := scalarGo(x)
	if err != nil || !ok {
		return Value{}, err
	}
	return String(s), nil
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// scalarGo returns the string of a scalar Go value: a string, a boolean, an
// integer, a float or a json.Number; ok is false for nil.
func scalarGo(x any) (s string, ok bool, err error) {
	switch x := x.(type) {
	case nil:
		return "", false, nil
	case string:
		return x, true, nil
	case bool:
		return strconv.FormatBool(x), true, nil
	case int:
		return strconv.FormatInt(int64(x), 10), true, nil
	case int8:
		return strconv.FormatInt(int64(x), 10), true, nil
	case int16:
		return strconv.FormatInt(int64(x), 10), true, nil
	case int32:
		return strconv.FormatInt(int64(x), 10), true, nil
	case int64:
		return strconv.FormatInt(x, 10), true, nil
	case uint:
		return strconv.FormatUint(uint64(x), 10), true, nil
	case uint8:
		return strconv.FormatUint(uint64(x), 10), true, nil
	case uint16:
		return strconv.FormatUint(uint64(x), 10), true, nil
	case uint32:
		return strconv.FormatUint(uint64(x), 10), true, nil
	case uint64:
		return strconv.FormatUint(x, 10), true, nil
	case float32:
		return formatFloat(float64(x), 32)
	case float64:
		return formatFloat(x, 64)
	case json.Number:
		return string(x), true, nil
	}
	return "", false, fmt.Errorf("%w: %T", ErrValue, x)
}

// formatFloat writes f as JavaScript's Number.prototype.toString and
// encoding/json write numbers (ECMA-262 Number::toString): decimal for
// magnitudes from 1e-6 to below 1e21, the shortest exponent form (1e+21,
// 1e-7) outside; so 6.0 is "6" and 37.76 is "37.76".
func formatFloat(f float64, bits int) (string, bool, error) {
	if math.IsInf(f, 0) || math.IsNaN(f) {
		return "", false, fmt.Errorf("%w: %v", ErrValue, f)
	}
	format := byte('f')
	if abs := math.Abs(f); abs != 0 && (abs < 1e-6 || abs >= 1e21) {
		format = 'e'
	}
	b := strconv.AppendFloat(nil, f, format, -1, bits)
	if format == 'e' {
		// "1e-07" to "1e-7".
		if n := len(b); n >= 4 && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
			b[n-2] = b[n-1]
			b = b[:n-1]
		}
	}
	return string(b), true, nil
}

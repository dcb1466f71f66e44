package check

// This file warns about percent-encoded controls (RFC 3986 7.2, 7.3; seed
// draft-ietf-uri-url-02 security): "%0D%0A" that a back end decodes before
// it writes a line of its protocol (telnet, SMTP, HTTP headers), "%00"
// that ends a C string early, and the other C0 controls and DEL.

func checkControls(v *view, ws []Warning) []Warning {
	s := v.s
	for i := 0; i+2 < len(s); i++ {
		if s[i] != '%' {
			continue
		}
		b, ok := hexByte(s[i+1], s[i+2])
		if !ok || b >= 0x20 && b != 0x7f {
			continue
		}
		// RFC 4266 2.1: in a gopher path, %09 separates the selector
		// from the search string and the gopher+ string.
		if b == '\t' && v.name == "gopher" && i >= v.pathAt && i < v.pathAt+len(v.path) {
			continue
		}
		ws = append(ws, Warning{EncodedControl, i, `"` + s[i:i+3] + `" decodes to ` + controlName(b) +
			", which a back end may act on (RFC 3986 7.2)"})
		i += 2
	}
	return ws
}

func hexByte(a, b byte) (byte, bool) {
	x, ok1 := unhex(a)
	y, ok2 := unhex(b)
	return x<<4 | y, ok1 && ok2
}

func unhex(c byte) (byte, bool) {
	switch {
	case '0' <= c && c <= '9':
		return c - '0', true
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10, true
	case 'A' <= c && c <= 'F':
		return c - 'A' + 10, true
	}
	return 0, false
}

// controlNames are the ASCII names of the C0 controls.
var controlNames = [32]string{"NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "BEL",
	"BS", "HT", "LF", "VT", "FF", "CR", "SO", "SI", "DLE", "DC1", "DC2", "DC3", "DC4",
	"NAK", "SYN", "ETB", "CAN", "EM", "SUB", "ESC", "FS", "GS", "RS", "US"}

func controlName(b byte) string {
	if b == 0x7f {
		return "DEL"
	}
	return controlNames[b]
}

package check

// This file warns about ports (RFC 3986 3.2.3, 7.2; RFC 1738 6; seed
// draft-ietf-uri-url-02 security): a port other than the scheme's default,
// and the port of another well-known service, where a client could send
// the reference's request to a server that reads it as commands of its
// own protocol (the seeds' gopher URL that had an SMTP server send mail).

import (
	"strconv"
	"strings"

	"github.com/urikit/urikit/scheme"
)

// services are the well-known TCP ports of services whose servers read
// a request sent by another protocol's client as their own commands (line
// protocols: mail, news, directory, remote login) or that hold data an
// attacker should not reach through a forged request (databases, caches,
// file sharing, remote desktops), by IANA's service name registry. A port
// warns unless it is the default port of the reference's own scheme
// ("ftp://h:21/" does not).
var services = map[int]string{
	21:    "ftp",
	22:    "ssh",
	23:    "telnet",
	25:    "smtp",
	53:    "domain (DNS)",
	110:   "pop3",
	111:   "sunrpc",
	119:   "nntp",
	135:   "msrpc",
	139:   "netbios-ssn",
	143:   "imap",
	389:   "ldap",
	445:   "microsoft-ds (SMB)",
	465:   "submissions (SMTP over TLS)",
	512:   "exec (rexec)",
	513:   "login (rlogin)",
	514:   "shell (rsh)",
	587:   "submission (SMTP)",
	636:   "ldaps",
	873:   "rsync",
	993:   "imaps",
	995:   "pop3s",
	1433:  "ms-sql-s",
	1521:  "oracle",
	2049:  "nfs",
	2375:  "docker",
	3306:  "mysql",
	3389:  "ms-wbt-server (RDP)",
	5432:  "postgresql",
	5900:  "vnc",
	6379:  "redis",
	6667:  "irc",
	9200:  "elasticsearch",
	11211: "memcached",
	27017: "mongodb",
}

func checkPort(v *view, c *collector) {
	if !v.hasPort || v.port == "" {
		return
	}
	if strings.Trim(v.port, "0123456789") != "" {
		return // not a port by RFC 3986 3.2.3: a lenient reading
	}
	n := -1 // not a TCP port at all
	if digits := strings.TrimLeft(v.port, "0"); len(digits) <= len("65535") {
		n = 0
		for i := 0; i < len(digits); i++ {
			n = n*10 + int(digits[i]-'0')
		}
		if n > 65535 {
			n = -1
		}
	}
	def := 0
	if v.hasScheme {
		if s, ok := scheme.Lookup(v.name); ok {
			def = s.DefaultPort
		}
	}
	if def != 0 && n != def {
		c.add(Warning{PortNondefault, v.portAt,
			"port " + short(v.port) + " is not " + v.name + "'s default " + strconv.Itoa(def) + " (RFC 3986 7.2)"})
	}
	if svc, ok := services[n]; ok && n != def {
		c.add(Warning{PortService, v.portAt,
			"port " + v.port + " is " + svc + "'s: its server may take the request for commands (RFC 3986 7.2)"})
	}
}

#!/usr/bin/env python3
"""The certificate parser (wc_ParseCert) against the OpenSSL 3 command line.

Drives tests/x509/cert_dump, which prints, for every certificate of every
FILE (PEM with any number of CERTIFICATE blocks, or one DER certificate):

    cert <FILE>#<N>       then  rc <R>, and when R == 0, in this order:
    version serial sigoid keyoid curve issuer subject cn notbefore
    notafter ca pathlen keyusage extkeyusage san* skid akid policy*
    permitted* excluded* spki selfsigned     (* = zero or more lines)
    [sig <R>]             with --verify ISSUER: the signature checked
                          against ISSUER's first certificate's key
and with --truncate, instead, "truncate <FILE>#<N> len <L> accepted <K>":
how many of the cert's L proper prefixes and the cert plus one byte
parsed (must be none).

Every expected value comes from OpenSSL (x509 -text/-serial/-dates/
-subject -nameopt compat/-pubkey, asn1parse for offsets); the tables
below only turn OpenSSL's names into wolfSSL's OID sums and bit masks.
Checks:
  1. generated certificates (x509_certgen.py: RSA 2048/3072/4096,
     RSA-PSS keys with and without parameters, P-256/384/521, Ed25519,
     Ed448, SM2 when OpenSSL can sign it; PKCS#1 v1.5 and PSS signatures;
     the usual extensions; v1; UTCTime and GeneralizedTime edges; long,
     top-bit-set serials; names with many attribute kinds), each dumped
     from PEM and from DER and as part of a 3-certificate PEM file;
  2. --verify: each against its issuer (sig 0), a copy with one signature
     bit flipped and a cert against another key of its issuer's kind
     (sig -155, ASN_SIG_CONFIRM_E);
  3. the system trust store (/etc/ssl/certs/*.pem): rc 0 and version,
     serial, dates, ca, spki, and the names when OpenSSL prints them as
     plain ASCII shorter than 255 bytes;
  4. --truncate over one certificate per key type and 5 trust anchors;
  5. malformed DER made from a valid certificate: rc < 0, except a deep
     nesting inside an unknown non-critical extension (rc 0 or < 0).

Usage: x509_parse.py [path/to/cert_dump]  (default
$WOLFSSL_BUILDDIR/tests/x509/cert_dump, run under $WOLFSSL_TEST_RUNNER).
Prints "ok ..." / "FAIL ...: expected ... got ..." per check and
"N passed, M failed"; exits 77 without openssl, 0 when nothing failed
and something passed, else 1.  X509_PARSE_KEEP=1 keeps the scratch
folder (the generated certificates) for a look after a failure.
"""
import functools
import glob
import ipaddress
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
import traceback

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import x509_certgen as cg  # noqa: E402
import x509_testlib as tl  # noqa: E402

ASN_SIG_CONFIRM_E = -155
ASN_SIG_OID_E = -152            # signature algorithm not in this build
TRUST_STORE = "/etc/ssl/certs"
DUMP_KEYS = ["version", "serial", "sigoid", "keyoid", "curve", "issuer",
             "subject", "cn", "notbefore", "notafter", "ca", "pathlen",
             "keyusage", "extkeyusage", "san", "skid", "akid", "policy",
             "permitted", "excluded", "spki", "selfsigned"]
MULTI_KEYS = {"san", "policy", "permitted", "excluded"}
TRUST_KEYS = ["version", "serial", "issuer", "subject", "notbefore",
              "notafter", "ca", "spki"]
NAME_MAX = 255

# OpenSSL's algorithm names -> wolfSSL OID sums.
SIG_OIDS = {"sha1WithRSAEncryption": 649, "sha224WithRSAEncryption": 658,
            "sha256WithRSAEncryption": 655, "sha384WithRSAEncryption": 656,
            "sha512WithRSAEncryption": 657, "rsassaPss": 654,
            "ecdsa-with-SHA1": 520, "ecdsa-with-SHA224": 523,
            "ecdsa-with-SHA256": 524, "ecdsa-with-SHA384": 525,
            "ecdsa-with-SHA512": 526, "ED25519": 256, "ED448": 257,
            "SM2-with-SM3": 740}
KEY_OIDS = {"rsaEncryption": 645, "rsassaPss": 654, "id-ecPublicKey": 518,
            "ED25519": 256, "ED448": 257}
CURVE_OIDS = {"prime256v1": 526, "secp384r1": 210, "secp521r1": 211,
              "SM2": 667}
# OpenSSL's usage names -> the driver's bits.
KU_BITS = {"Digital Signature": 0x0080, "Non Repudiation": 0x0040,
           "Key Encipherment": 0x0020, "Data Encipherment": 0x0010,
           "Key Agreement": 0x0008, "Certificate Sign": 0x0004,
           "CRL Sign": 0x0002, "Encipher Only": 0x0001,
           "Decipher Only": 0x8000}
EKU_BITS = {"Any Extended Key Usage": 0x01,
            "TLS Web Server Authentication": 0x02,
            "TLS Web Client Authentication": 0x04, "Code Signing": 0x08,
            "E-mail Protection": 0x10, "Time Stamping": 0x20,
            "OCSP Signing": 0x40}
EKU_OTHER = 0x80
# GeneralName [n] -> (driver type, prefix of OpenSSL's SAN text).
GENERAL_NAMES = {"cont [ 1 ]": ("email", "email:"),
                 "cont [ 2 ]": ("dns", "DNS:"),
                 "cont [ 4 ]": ("dir", "DirName:"),
                 "cont [ 6 ]": ("uri", "URI:"),
                 "cont [ 7 ]": ("ip", "IP Address:")}
NC_TYPES = {"DNS": "dns", "email": "email", "URI": "uri", "IP": "ip",
            "DirName": "dir"}


class TestError(Exception):
    """The test itself cannot work out an expectation."""


class Tally:
    """Counts checks and prints one line per check."""

    def __init__(self):
        self.passed = self.failed = 0

    def check(self, ok, what, detail=""):
        if ok:
            self.passed += 1
            print("ok " + what)
        else:
            self.failed += 1
            print("FAIL %s: %s" % (what, detail))
        return ok


def note(msg):
    print("NOTE " + msg)


def read_file(path):
    with open(path, "rb") as f:
        return f.read()


def show(value):
    """Printable form of a driver value (bytes), a list of them or None."""
    if value is None:
        return "(none)"
    if isinstance(value, list):
        return show(value[0]) if len(value) == 1 else \
            "[" + ", ".join(show(v) for v in value) + "]"
    return repr(value.decode("utf-8", "backslashreplace"))


# ------------------------------------------------------------- driver --

def driver_command():
    """[runner..., binary] of cert_dump."""
    build = os.environ.get("WOLFSSL_BUILDDIR", ".")
    binary = sys.argv[1] if len(sys.argv) > 1 else \
        os.path.join(build, "tests", "x509", "cert_dump")
    return shlex.split(os.environ.get("WOLFSSL_TEST_RUNNER", "")) + [binary]


class Record:
    """One certificate's dump: label ('FILE#N'), rc and the (key, value)
    lines after rc."""

    def __init__(self, label):
        self.label, self.rc, self.lines = label, None, []

    def values(self, key):
        return [v for k, v in self.lines if k == key]


class Output:
    """The parsed stdout of one cert_dump run: records {label: Record},
    truncates {label: (L, K)}, stray lines."""

    def __init__(self, stdout):
        self.records, self.truncates, self.stray = {}, {}, []
        current = None
        for line in stdout.split(b"\n"):
            key, _, value = line.partition(b" ")
            text = value.decode("utf-8", "replace")
            if key == b"cert":
                current = self.records[text] = Record(text)
            elif key == b"truncate":
                self._truncate(text, line)
            elif key == b"rc" and current and current.rc is None:
                current.rc = int_or_none(text)
            elif current is not None and key:
                current.lines.append((key.decode("ascii", "replace"),
                                      value))
            elif line:
                self.stray.append(line)

    def _truncate(self, text, line):
        m = re.match(r"(\S+) len (\d+) accepted (\d+)$", text)
        if m:
            self.truncates[m.group(1)] = (int(m.group(2)), int(m.group(3)))
        else:
            self.stray.append(line)


def int_or_none(text):
    try:
        return int(text)
    except ValueError:
        return None


def run_driver(tally, what, files, options=()):
    """Run cert_dump options files; returns its Output, or None (after a
    FAIL) when it could not run or did not finish (signal, sanitizer
    report)."""
    cmd = driver_command() + list(options) + list(files)
    start = time.time()
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=900)
    except (OSError, subprocess.TimeoutExpired) as e:
        tally.check(False, "run " + what, "cannot run %s: %s" % (cmd[0], e))
        return None
    err = p.stderr.decode("utf-8", "replace")
    print("cert_dump %s: %d files in %.1f s" % (what, len(files),
                                               time.time() - start))
    broken = p.returncode < 0 or "Sanitizer" in err or \
        "runtime error:" in err
    if broken or not p.stdout:
        tally.check(False, "run " + what, "exit status %d, stderr: %s"
                    % (p.returncode, err.strip()[-2000:] or "(empty)"))
        return None
    out = Output(p.stdout)
    if out.stray:
        note("%s: unexpected lines %s" % (what, show(out.stray[:5])))
    return out


# ------------------------------------------------------ OpenSSL facts --

class Node:
    """One `openssl asn1parse` line: off, depth, hlen, length, tag (text),
    value (text after the tag's colon, '' when none)."""

    LINE = re.compile(r"\s*(\d+):d=(\d+)\s+hl=(\d+)\s+l=\s*(\d+)\s+"
                      r"(?:cons|prim):\s*(.*)$")

    def __init__(self, m):
        self.off, self.depth, self.hlen, self.length = \
            (int(m.group(i)) for i in range(1, 5))
        tag, _, value = m.group(5).partition(":")
        self.tag = re.sub(r"\s*\[HEX DUMP\]$", "", tag.strip())
        self.value = value.strip()

    @property
    def end(self):
        return self.off + self.hlen + self.length


def asn1parse(path, strparse=None):
    """The Nodes of `openssl asn1parse` of the PEM file path (of the value
    of the OCTET STRING at offset strparse when given)."""
    args = ["asn1parse", "-in", path]
    if strparse is not None:
        args += ["-strparse", str(strparse)]
    text = cg.openssl(*args).decode("latin-1")
    return [Node(m) for m in map(Node.LINE.match, text.splitlines()) if m]


def unescape_oneline(text):
    """The bytes of an X509_NAME_oneline string: OpenSSL 3 writes bytes
    outside printable ASCII as \\xHH and '/' as \\/."""
    return re.sub(rb"\\(?:x([0-9A-Fa-f]{2})|/)",
                  lambda m: bytes([int(m.group(1), 16)]) if m.group(1)
                  else b"/", text.encode("latin-1"))


def compat_entries(compat):
    """[(attribute, value bytes)] of a compat ('/C=US/O=x+OU=y') name."""
    parts = re.split(r"(?<!\\)[/+]"
                     r"(?=[A-Za-z][A-Za-z0-9-]*=|[0-9]+(?:\.[0-9]+)+=)",
                     compat)
    return [(p.partition("=")[0], unescape_oneline(p.partition("=")[2]))
            for p in parts[1:]]


def oneline_to_compat(text):
    """The compat form (bytes) of a name OpenSSL prints in its XN_FLAG_
    ONELINE form ('C = US, O = Org + OU = x', RFC 2253 escapes), as it
    does for a nameConstraints dirName."""
    rdns, ava, i = [[]], "", 0
    out = bytearray()

    def flush():
        key, _, value = ava.partition(" = ")
        rdns[-1].append((key, value))

    while i < len(text):
        if text.startswith(", ", i):
            flush()
            rdns.append([])
            ava, i = "", i + 2
        elif text.startswith(" + ", i):
            flush()
            ava, i = "", i + 3
        elif text[i] == "\\" and re.match(r"[0-9A-Fa-f]{2}", text[i + 1:]):
            ava += chr(int(text[i + 1:i + 3], 16))
            i += 3
        elif text[i] == "\\":
            ava += text[i + 1]
            i += 2
        else:
            ava += text[i]
            i += 1
    flush()
    for rdn in rdns:
        out += b"/" + b"+".join(("%s=%s" % kv).encode("latin-1")
                                for kv in rdn)
    return bytes(out)


def normalize_ip(text):
    """An IP address in the driver's notation: IPv4 dotted quad, IPv6 as
    8 groups of 4 lowercase hex digits."""
    addr = ipaddress.ip_address(text)
    return addr.exploded if addr.version == 6 else str(addr)


def oid_of(name):
    """Dotted OID of an object OpenSSL prints by name (or dotted already)."""
    if re.fullmatch(r"[0-9]+(\.[0-9]+)+", name):
        return name
    der = cg.openssl("asn1parse", "-genstr", "OID:" + name, "-noout",
                     "-out", "/dev/stdout")
    return cg.oid_decode(der[2:])


class Facts:
    """What OpenSSL says about the certificate in the PEM file path."""

    def __init__(self, path):
        self.path = path
        out = cg.openssl("x509", "-in", path, "-noout", "-nameopt", "compat",
                         "-dateopt", "iso_8601", "-serial", "-issuer",
                         "-subject", "-dates", "-pubkey",
                         "-text").decode("latin-1")
        self.lines = out.splitlines()
        head = out.split("-----BEGIN PUBLIC KEY-----")[0].splitlines()
        self.fields = dict(l.split("=", 1) for l in head
                           if re.match(r"(serial|issuer|subject|notBefore|"
                                       r"notAfter)=", l))
        self.spki = cg.pem_blocks(out.encode("latin-1"), "PUBLIC KEY")[0]
        self.der = cg.pem_blocks(read_file(path))[0]
        self.exts = self._extensions()

    @functools.cached_property
    def nodes(self):
        return asn1parse(self.path)

    def text_field(self, label):
        """The value of the first '  label: value' line of -text, or
        None."""
        for line in self.lines:
            m = re.match(r"\s+%s: ?(.*)$" % re.escape(label), line)
            if m:
                return m.group(1).strip()
        return None

    def _extensions(self):
        """{name: (critical, [value lines])} from -text."""
        exts, current = {}, None
        inside = False
        for line in self.lines:
            if line.strip() == "X509v3 extensions:":
                inside = True
            elif inside and re.match(r" {4}\S", line):
                break
            elif inside:
                m = re.match(r" {12}(\S.*?):( critical)?\s*$", line)
                if m:
                    current = exts[m.group(1)] = (bool(m.group(2)), [])
                elif current is not None:
                    current[1].append(line.strip())
        return exts

    def ext(self, name):
        """The value lines of extension name ('X509v3 ...'), or None."""
        return self.exts[name][1] if name in self.exts else None

    def tbs_field(self, index):
        """The DER of the TBS element index (version not counted)."""
        tbs = self.nodes[1]
        kids = [n for n in self.nodes
                if n.depth == 2 and tbs.off < n.off < tbs.end]
        if kids[0].tag == "cont [ 0 ]":
            kids = kids[1:]
        return self.der[kids[index].off:kids[index].end]

    def general_names(self, extname):
        """[(asn1parse tag, TLV bytes)] of the GeneralNames in extension
        extname (an asn1parse object name)."""
        for i, n in enumerate(self.nodes):
            if n.tag == "OBJECT" and n.value == extname:
                octets = next(m for m in self.nodes[i + 1:]
                              if m.tag == "OCTET STRING")
                break
        else:
            raise TestError("no %s in asn1parse output" % extname)
        base = octets.off + octets.hlen
        return [(m.tag, self.der[base + m.off:base + m.end])
                for m in asn1parse(self.path, octets.off) if m.depth == 1]


# --------------------------------------------- expected driver values --

def b(value):
    """A driver value: str/int -> bytes."""
    return value if isinstance(value, bytes) else str(value).encode()


def exp_serial(f):
    """openssl -serial, lowercase; a negative one as the INTEGER's two's
    complement content."""
    text = f.fields["serial"].lower()
    if not text.startswith("-"):
        return [b(text)]
    magnitude = int(text[1:], 16)          # two's complement content
    n = 1
    while magnitude > 1 << (8 * n - 1):
        n += 1
    return [b("%0*x" % (2 * n, (1 << 8 * n) - magnitude))]


def exp_name(f, which):
    """The raw bytes of the compat issuer or subject, truncated."""
    return [unescape_oneline(f.fields[which])[:NAME_MAX]]


def exp_cn(f):
    """The last CN of the subject, empty when none."""
    cns = [v for k, v in compat_entries(f.fields["subject"]) if k == "CN"]
    return [cns[-1] if cns else b""]


def exp_date(f, which):
    return [b(re.sub(r"[^0-9]", "", f.fields[which]) + "Z")]


def exp_curve(f):
    curve = f.text_field("ASN1 OID")
    return [b(CURVE_OIDS[curve] if curve else 0)]


def basic_constraints(f):
    """(cA, pathLen or None) from OpenSSL's basicConstraints text."""
    text = " ".join(f.ext("X509v3 Basic Constraints") or [])
    m = re.search(r"pathlen:(\d+)", text)
    return "CA:TRUE" in text, m and int(m.group(1))


def exp_bits(f, extname, table, other, width):
    """OR of table[name] (other when not there) over the comma-separated
    names of extension extname, in width hex digits; '-' when absent."""
    lines = f.ext(extname)
    if lines is None:
        return [b"-"]
    bits = 0
    for name in " ".join(lines).split(", "):
        bits |= table.get(name.strip(), other)
    return [b("%0*x" % (width, bits))]


def exp_san(f):
    """One 'TYPE VALUE' per subjectAltName GeneralName: the type from
    asn1parse, the value from -text (other: the TLV bytes)."""
    lines = f.ext("X509v3 Subject Alternative Name")
    if lines is None:
        return []
    texts = " ".join(lines).split(", ")
    names = f.general_names("X509v3 Subject Alternative Name")
    if len(texts) != len(names):
        raise TestError("SAN text %r does not split into %d names"
                        % (texts, len(names)))
    return [san_line(tag, tlv, text)
            for (tag, tlv), text in zip(names, texts)]


def san_line(tag, tlv, text):
    """The driver's 'TYPE VALUE' for one GeneralName."""
    if tag not in GENERAL_NAMES:
        return b"other " + b(tlv.hex())
    kind, prefix = GENERAL_NAMES[tag]
    if not text.startswith(prefix):
        raise TestError("SAN entry %r is not %s" % (text, prefix))
    value = text[len(prefix):]
    if kind == "ip":
        return b("ip " + normalize_ip(value))
    if kind == "dir":
        return b"dir " + unescape_oneline(value)[:NAME_MAX]
    return b(kind + " ") + value.encode("latin-1")


def hex_id(text):
    return b(text.replace(":", "").lower())


def exp_skid(f):
    lines = f.ext("X509v3 Subject Key Identifier")
    return [hex_id(lines[0]) if lines else b"-"]


def exp_akid(f):
    for line in f.ext("X509v3 Authority Key Identifier") or []:
        m = re.fullmatch(r"(?:keyid:)?([0-9A-F]{2}(?::[0-9A-F]{2})*)", line)
        if m:
            return [hex_id(m.group(1))]
    return [b"-"]


def exp_policies(f):
    return [b(oid_of(line[len("Policy: "):]))
            for line in f.ext("X509v3 Certificate Policies") or []
            if line.startswith("Policy: ")]


def exp_subtrees(f, which):
    """'TYPE VALUE' lines of nameConstraints' which ('permitted' or
    'excluded') subtrees."""
    out, section = [], None
    for line in f.ext("X509v3 Name Constraints") or []:
        if line in ("Permitted:", "Excluded:"):
            section = line[:-1].lower()
            continue
        if section != which:
            continue
        kind, _, value = line.partition(":")
        if kind not in NC_TYPES:
            raise TestError("name constraint %r" % line)
        if kind == "IP":
            value = "/".join(normalize_ip(v) for v in value.split("/"))
        if kind == "DirName":
            out.append(b"dir " + oneline_to_compat(value)[:NAME_MAX])
        else:
            out.append(b(NC_TYPES[kind] + " ") + value.encode("latin-1"))
    return out


EXPECT = {
    "version": lambda f: [b(f.text_field("Version").split()[0])],
    "serial": exp_serial,
    "sigoid": lambda f: [b(SIG_OIDS[f.text_field("Signature Algorithm")])],
    "keyoid": lambda f: [b(KEY_OIDS[f.text_field("Public Key Algorithm")])],
    "curve": exp_curve,
    "issuer": lambda f: exp_name(f, "issuer"),
    "subject": lambda f: exp_name(f, "subject"),
    "cn": exp_cn,
    "notbefore": lambda f: exp_date(f, "notBefore"),
    "notafter": lambda f: exp_date(f, "notAfter"),
    "ca": lambda f: [b(int(basic_constraints(f)[0]))],
    "pathlen": lambda f: [b("-" if basic_constraints(f)[1] is None
                            else basic_constraints(f)[1])],
    "keyusage": lambda f: exp_bits(f, "X509v3 Key Usage", KU_BITS, 0, 4),
    "extkeyusage": lambda f: exp_bits(f, "X509v3 Extended Key Usage",
                                      EKU_BITS, EKU_OTHER, 2),
    "san": exp_san,
    "skid": exp_skid,
    "akid": exp_akid,
    "policy": exp_policies,
    "permitted": lambda f: exp_subtrees(f, "permitted"),
    "excluded": lambda f: exp_subtrees(f, "excluded"),
    "spki": lambda f: [b(f.spki.hex())],
    "selfsigned": lambda f: [b(int(f.tbs_field(2) == f.tbs_field(4)))],
}


def expected_lines(facts, keys=DUMP_KEYS):
    """[(key, value bytes)] the driver must print for keys, in order."""
    return [(k, v) for k in keys for v in EXPECT[k](facts)]


# --------------------------------------------------------- comparison --

def order_problems(record, keys):
    """Why record's line keys are not DUMP_KEYS (+ keys like 'sig') in the
    spec's order, each single key once; [] when they are."""
    order = DUMP_KEYS + [k for k in keys if k not in DUMP_KEYS]
    got = [k for k, _ in record.lines]
    unknown = sorted(set(got) - set(order))
    if unknown:
        return ["unknown lines %s" % unknown]
    problems = ["%d '%s' lines" % (got.count(k), k) for k in order
                if k not in MULTI_KEYS and got.count(k) != 1]
    ranks = [order.index(k) for k in got]
    if ranks != sorted(ranks):
        problems.append("line order %s" % " ".join(got))
    return problems


def value_problems(key, want, got):
    """How the values got of key differ from want (lists of bytes):
    item by item when there are as many."""
    if want == got:
        return []
    if len(want) == len(got) and len(want) > 1:
        return ["%s[%d]: expected %s got %s" % (key, i, show(w), show(g))
                for i, (w, g) in enumerate(zip(want, got)) if w != g]
    return ["%s: expected %s got %s" % (key, show(want) if want else
                                         "no line",
                                         show(got) if got else "no line")]


def compare_dump(tally, what, record, expected, keys=DUMP_KEYS, extra=()):
    """One check: record has rc 0 and, for each of keys, the expected
    values ([(key, value)]), its lines in the spec's order."""
    if record is None:
        return tally.check(False, what, "no 'cert' record in the output")
    if record.rc != 0:
        return tally.check(False, what, "expected rc 0 got rc %s"
                           % record.rc)
    problems = []
    for key in keys:
        problems += value_problems(key, [v for k, v in expected if k == key],
                                   record.values(key))
    problems += order_problems(record, list(extra))
    return tally.check(not problems, what, "; ".join(problems))


def check_rc(tally, what, record, expect):
    """One check: record's rc satisfies expect ('0', '<0' or '0|<0')."""
    if record is None:
        return tally.check(False, what, "no 'cert' record in the output")
    rc = record.rc
    ok = rc is not None and {"0": rc == 0, "<0": rc < 0,
                             "0|<0": rc <= 0}[expect]
    return tally.check(ok, what, "expected rc %s got rc %s" % (expect, rc))


# ------------------------------------------------ generated certificates --

class Catalogue:
    """The generated certificates: certs {name: Cert} (all must parse),
    crit_unknown (a Cert with an unknown critical extension)."""

    def __init__(self, f):
        self.f, self.certs, self.keys = f, {}, {}
        self.crit_unknown = None

    def key(self, name, kind=None):
        """The key called name (made on first use, of kind, default
        name)."""
        if name not in self.keys:
            self.keys[name] = self.f.key(kind or name, name)
        return self.keys[name]

    def add(self, name, subject, key, issuer=None, **kw):
        """Make cert name for the key called key, signed by the cert
        called issuer (self-signed when None); kw as CertFactory.cert."""
        cert = self.f.cert(name, subject, self.key(key),
                           self.certs[issuer] if issuer else None, **kw)
        self.certs[name] = cert
        return cert


ROOT_CA = {"basicConstraints": "critical,CA:TRUE",
           "keyUsage": "critical,keyCertSign,cRLSign",
           "subjectKeyIdentifier": "hash",
           "authorityKeyIdentifier": "keyid:always"}
LEAF_SAN = ("DNS:www.example.com,DNS:*.example.org,IP:192.0.2.1,"
            "IP:2001:db8::1,email:user@example.com,"
            "URI:https://example.com/path?q=1,dirName:san_dir,"
            "otherName:1.3.6.1.4.1.311.20.2.3;UTF8:upn@example.com,"
            "RID:1.3.6.1.4.1.55555.3")
NAME_CONSTRAINTS = (
    "critical,permitted;DNS:example.com,permitted;email:.example.com,"
    "permitted;IP:192.168.0.0/255.255.0.0,"
    "permitted;IP:2001:db8::/ffff:ffff::,permitted;dirName:nc_dir,"
    "excluded;DNS:bad.example.com,excluded;email:bad@example.com,"
    "excluded;IP:10.0.0.0/255.0.0.0,excluded;IP:fe80::/ffc0::,"
    "excluded;dirName:nc_bad,excluded;URI:.bad.example")
LONG_NAME = "/C=US/O=Long Names Inc" + "".join(
    "/OU=%s" % (c * 60) for c in "abcd") + "/CN=long name"
UTF8_NAME = ("/C=FR/ST=\u00cele-de-France/L=Paris/O=Soci\u00e9t\u00e9 "
             "\u4e2d\u6587/OU=R&D+UID=u123/CN=Z\u00eb \u00e9t\u00e9"
             "/emailAddress=zoe@example.fr/serialNumber=S-42"
             "/DC=example/DC=fr/title=Dr/street=1 rue X/postalCode=75001"
             "/organizationIdentifier=VATFR-12345/testAttribute=unknown")


def build_certificates(f):
    """Make the Catalogue (a few seconds: key generation)."""
    c = Catalogue(f)
    for name, kind in [("rsa2048b", "rsa2048"), ("p256b", "p256"),
                       ("ed25519b", "ed25519")]:
        c.key(name, kind)
    c.add("rsa-root", "/C=US/ST=California/L=San Francisco/O=wolfSSL Test"
          "/OU=Roots/CN=RSA Root CA/emailAddress=root@example.com",
          "rsa2048", extensions=ROOT_CA)
    c.add("rsa-root2", "/C=US/O=Other/CN=Other RSA Root", "rsa2048b",
          digest="sha384",
          extensions={"basicConstraints": "critical,CA:TRUE,pathlen:0",
                      "keyUsage": "keyCertSign"})
    c.add("rsa-leaf", "/C=US/O=wolfSSL Test/CN=www.example.com", "rsa3072",
          "rsa-root", digest="sha512", serial=(0x80 << 120) | 0x1234,
          extensions={"basicConstraints": "critical,CA:FALSE",
                      "keyUsage": "critical,digitalSignature,"
                                  "keyEncipherment",
                      "extendedKeyUsage": "serverAuth,clientAuth",
                      "subjectAltName": LEAF_SAN,
                      "certificatePolicies": "1.3.6.1.4.1.55555.2.1,@pol",
                      "subjectKeyIdentifier": "hash",
                      "authorityKeyIdentifier": "keyid,issuer:always"},
          sections={"san_dir": {"C": "US", "O": "Dir Org", "CN": "Dir"},
                    "pol": {"policyIdentifier": "1.3.6.1.4.1.55555.2.2",
                            "CPS.1": "http://cps.example.com/cps"}})
    c.add("rsa4096-sha1", "/CN=SHA-1 leaf/serialNumber=12345/O=Legacy",
          "rsa4096", "rsa-root", digest="sha1",
          serial=(0x7f << 152) | 0xabcdef,
          extensions={"keyUsage": "digitalSignature,nonRepudiation,"
                      "keyEncipherment,dataEncipherment,keyAgreement,"
                      "keyCertSign,cRLSign,encipherOnly,decipherOnly",
                      "extendedKeyUsage": "serverAuth,clientAuth,"
                      "codeSigning,emailProtection,timeStamping,"
                      "OCSPSigning,anyExtendedKeyUsage,"
                      "1.3.6.1.4.1.55555.4"})
    c.add("rsa-pss-sig", "/CN=PSS-signed P-384", "p384", "rsa-root",
          pss=True, serial=(0xff << 152) | 1,
          extensions={"keyUsage": "keyAgreement,encipherOnly"})
    c.add("rsa-pss-sig384", "/CN=PSS-SHA384-signed Ed25519", "ed25519",
          "rsa-root", pss=True, digest="sha384",
          extensions={"keyUsage": "keyAgreement,decipherOnly"})
    c.add("pss-self", "/CN=RSA-PSS key no params", "rsa-pss",
          extensions={"basicConstraints": "CA:TRUE",
                      "subjectKeyIdentifier": "hash"})
    c.add("pss-root", "/CN=RSA-PSS SHA-256 root", "rsa-pss-sha256",
          extensions=ROOT_CA)
    c.add("pss-leaf", "/CN=RSA-PSS leaf", "rsa-pss", "pss-root",
          extensions={"extendedKeyUsage": "emailProtection"})
    c.add("rsa-v1", "/C=US/CN=version one", "rsa2048b", "rsa-root")
    c.add("rsa-dates-1990", "/CN=since 1990", "rsa2048", "rsa-root2",
          digest="sha224", not_before="19900101000000Z",
          not_after="20510101000000Z", extensions={"keyUsage":
                                                   "digitalSignature"})
    c.add("ec-root", "/DC=com/DC=example/O=EC Test/CN=EC Root", "p256",
          extensions={"basicConstraints": "critical,CA:TRUE,pathlen:3",
                      "keyUsage": "critical,keyCertSign,cRLSign,"
                                  "digitalSignature",
                      "subjectKeyIdentifier": "hash"})
    c.add("ec-root2", "/CN=Other EC Root", "p256b",
          extensions={"basicConstraints": "CA:TRUE"})
    c.add("ec-sub", "/C=DE/O=EC Test/OU=Sub+CN=EC Sub CA", "p384",
          "ec-root", digest="sha384",
          extensions={"basicConstraints": "critical,CA:TRUE,pathlen:0",
                      "nameConstraints": NAME_CONSTRAINTS,
                      "certificatePolicies": "2.5.29.32.0",
                      "subjectKeyIdentifier": "hash",
                      "authorityKeyIdentifier": "keyid"},
          sections={"nc_dir": {"C": "DE", "O": "EC Test"},
                    "nc_bad": {"C": "DE", "O": "EC Test", "OU": "Bad"}})
    c.add("ec-leaf521", "/CN=p521.example.com", "p521", "ec-sub",
          digest="sha512", extensions={
              "extendedKeyUsage": "codeSigning,timeStamping,OCSPSigning",
              "subjectAltName": "DNS:p521.example.com"})
    c.add("ec-utc-edges", "/CN=UTCTime edges", "ed25519", "ec-root",
          digest="sha224", not_before="19500101000000Z",
          not_after="20491231235959Z", extensions={"keyUsage":
                                                   "digitalSignature"})
    c.add("ec-generalized", "/CN=GeneralizedTime", "p256", "ec-root",
          digest="sha384", not_before="20500101000000Z",
          not_after="99991231235959Z", extensions={"keyUsage":
                                                   "digitalSignature"})
    c.add("ec-names", UTF8_NAME, "p256b", "ec-root",
          extensions={"subjectAltName": "email:copy"})
    c.add("ec-v1-self", "/CN=self-signed v1", "p384")
    c.add("long-name", LONG_NAME, "p256")
    c.add("ed-root", "/O=Edwards/CN=Ed25519 Root", "ed25519",
          extensions={"basicConstraints": "critical,CA:TRUE",
                      "keyUsage": "keyCertSign"})
    c.add("ed-root2", "/O=Edwards/CN=Other Ed25519 Root", "ed25519b",
          extensions={"basicConstraints": "critical,CA:TRUE"})
    c.add("ed-leaf448", "/CN=Ed448 leaf", "ed448", "ed-root",
          extensions={"basicConstraints": "CA:FALSE",
                      "1.2.3.4": "ASN1:NULL",
                      "1.3.6.1.4.1.55555.99": "ASN1:UTF8String:hello"})
    c.add("ed448-root", "/CN=Ed448 Root", "ed448",
          extensions={"basicConstraints": "CA:TRUE,pathlen:3",
                      "subjectKeyIdentifier": "none",
                      "authorityKeyIdentifier": "none"})
    c.add("ext-unknown", "/CN=unknown extension", "p256", "ec-root",
          extensions={"1.2.3.4": "ASN1:NULL"})
    c.crit_unknown = c.f.cert("ext-unknown-crit", "/CN=unknown extension",
                              c.key("p256"), c.certs["ec-root"],
                              extensions={"1.2.3.4": "critical,ASN1:NULL"})
    add_sm2(c)
    return c


def add_sm2(c):
    """SM2 root and leaf when this OpenSSL can sign with SM2."""
    try:
        c.key("sm2b", "sm2")
        c.add("sm2-root", "/C=CN/O=SM2 Test/CN=SM2 Root", "sm2",
              extensions={"basicConstraints": "critical,CA:TRUE",
                          "subjectKeyIdentifier": "hash"})
        c.add("sm2-leaf", "/C=CN/CN=SM2 leaf", "sm2b", "sm2-root",
              extensions={"keyUsage": "digitalSignature"})
    except cg.OpensslError as e:
        c.certs.pop("sm2-root", None)
        note("SM2 certificates skipped: openssl cannot make them (%s)"
             % str(e).splitlines()[-1][:200])


BUNDLE = ["rsa-root", "ec-sub", "ed-leaf448"]


def test_dumps(tally, cat, facts):
    """Every generated cert from PEM and from DER, and a PEM file of the
    3 BUNDLE certs, in one run."""
    certs = list(cat.certs.values())
    trio = [cat.certs[name] for name in BUNDLE]
    bundle = cat.f.file("bundle3.pem", b"".join(
        read_file(c.pem_path) for c in trio))
    files = [c.pem_path for c in certs] + [c.der_path for c in certs] + \
        [bundle]
    out = run_driver(tally, "generated", files)
    if out is None:
        return
    for c in certs:
        exp = expected_lines(facts[c.name])
        for path in (c.pem_path, c.der_path):
            compare_dump(tally, "dump %s" % os.path.basename(path),
                         out.records.get(path + "#0"), exp)
    for i, c in enumerate(trio):
        compare_dump(tally, "dump bundle3.pem#%d (%s)" % (i, c.name),
                     out.records.get("%s#%d" % (bundle, i)),
                     expected_lines(facts[c.name]))
    tally.check("%s#3" % bundle not in out.records, "bundle3.pem: 3 certs",
                "a 4th record")


# ---------------------------------------------------------- --verify --

def flip_signature_bit(f, cert):
    """A DER copy of cert with one bit of the signature value flipped
    (10 bytes from its end: inside RSA s, ECDSA/SM2 s, EdDSA S)."""
    der = bytearray(cert.der)
    sig = cg.der_path(cert.der, cg.cert_paths(cert.der)["sigvalue"])
    der[sig.end - 10] ^= 0x01
    return f.file(cert.name + "-flipped.der", bytes(der))


def test_verify(tally, cat):
    """--verify per issuer: its certs (sig 0), their flipped copies and
    up to 2 certs signed by another key of the issuer's kind (sig
    -155)."""
    certs = list(cat.certs.values())
    features = tl.build_features()
    for issuer in certs:
        own = [c for c in certs if (c.issuer or c) is issuer]
        if not own:
            continue
        wrong = [c for c in certs if c.signer_key.kind == issuer.key.kind
                 and c.signer_key.path != issuer.key.path][:2]
        # an algorithm the build leaves out: every check ASN_SIG_OID_E
        built = tl.kind_feature(issuer.key.kind) in features
        good, bad = (0, ASN_SIG_CONFIRM_E) if built else \
            (ASN_SIG_OID_E, ASN_SIG_OID_E)
        cases = [(c.pem_path, c.name, good) for c in own]
        cases += [(flip_signature_bit(cat.f, c), c.name + " flipped",
                   bad) for c in own]
        cases += [(c.pem_path, c.name + " wrong issuer", bad)
                  for c in wrong]
        out = run_driver(tally, "--verify " + issuer.name,
                         [path for path, _, _ in cases],
                         ["--verify", issuer.pem_path])
        if out is None:
            continue
        for path, what, sig in cases:
            check_sig(tally, "verify %s by %s" % (what, issuer.name),
                      out.records.get(path + "#0"), sig)


def check_sig(tally, what, record, sig):
    """One check: record parsed and printed 'sig <sig>' last."""
    if record is None or record.rc != 0:
        return tally.check(False, what, "expected rc 0 got %s" % (
            "no record" if record is None else "rc %s" % record.rc))
    got = record.values("sig")
    last = record.lines[-1][0] if record.lines else None
    return tally.check(got == [b(sig)] and last == "sig", what,
                       "expected sig %d (last line) got %s" % (
                           sig, show(got) if got else "no sig line"))


# -------------------------------------------------------- trust store --

def trust_store_files():
    return sorted(glob.glob(os.path.join(TRUST_STORE, "*.pem")))


def trust_keys(facts):
    """TRUST_KEYS, without the names OpenSSL does not print as plain
    ASCII shorter than NAME_MAX bytes."""
    def plain(name):
        text = facts.fields[name]
        return len(text) < NAME_MAX and re.fullmatch(r"[ -~]*", text) \
            and "\\x" not in text
    return [k for k in TRUST_KEYS
            if k not in ("issuer", "subject") or plain(k)]


def test_trust_store(tally, files, batch=50):
    """Every trust anchor parses and agrees with OpenSSL on TRUST_KEYS."""
    for start in range(0, len(files), batch):
        chunk = files[start:start + batch]
        out = run_driver(tally, "trust store %d-%d" % (
            start, start + len(chunk) - 1), chunk)
        if out is None:
            continue
        for path in chunk:
            facts = Facts(path)
            keys = trust_keys(facts)
            compare_dump(tally, "trust %s" % os.path.basename(path),
                         out.records.get(path + "#0"),
                         expected_lines(facts, keys), keys)


# ---------------------------------------------------------- truncate --

def test_truncate(tally, paths):
    """--truncate: no proper prefix, and not the cert plus one byte,
    parses; the lengths are the DER lengths."""
    out = run_driver(tally, "--truncate", paths, ["--truncate"])
    if out is None:
        return
    for path in paths:
        data = read_file(path)
        ders = cg.pem_blocks(data) or [data]
        for n, der in enumerate(ders):
            label = "%s#%d" % (path, n)
            got = out.truncates.get(label)
            tally.check(got == (len(der), 0),
                        "truncate %s#%d" % (os.path.basename(path), n),
                        "expected len %d accepted 0 got %s" % (
                            len(der), "no line" if got is None else
                            "len %d accepted %d" % got))


def key_family(kind):
    """rsa, rsa-pss or the curve / EdDSA / SM2 kind of a key kind."""
    for family in ("rsa-pss", "rsa"):
        if kind.startswith(family):
            return family
    return kind


def truncate_set(cat):
    """The first generated cert of each key family."""
    seen, out = set(), []
    for c in cat.certs.values():
        if key_family(c.key.kind) not in seen:
            seen.add(key_family(c.key.kind))
            out.append(c.der_path)
    return out


# --------------------------------------------------------- malformed --

def nested_sequences(depth):
    """depth SEQUENCEs, each inside the previous."""
    value = b""
    for _ in range(depth):
        value = cg.der_tlv(0x30, value)
    return value


def with_header(der, path, header):
    """der with the TLV at path given a new header (tag + length octets
    as is, content unchanged); ancestors re-encoded."""
    item = cg.der_path(der, path)
    return cg.der_replace(der, path, header + cg.der_content(der, item))


def set_length(der, path, delta):
    """der with the length of the TLV at path changed by delta, in the
    same number of length octets, and nothing else changed."""
    item = cg.der_path(der, path)
    width = item.hlen - 2
    length = item.length + delta
    if width:
        lenbytes = bytes([0x80 | width]) + length.to_bytes(width, "big")
    else:
        lenbytes = bytes([length])
    return der[:item.start + 1] + lenbytes + der[item.start + item.hlen:]


def extension_index(der, oid):
    """Index of the extension with dotted oid in der's extensions."""
    exts = cg.cert_paths(der)["extensions"]
    for i, ext in enumerate(cg.der_children(der, cg.der_path(der, exts))):
        first = cg.der_children(der, ext)[0]
        if cg.oid_decode(cg.der_content(der, first)) == oid:
            return exts + (i,)
    raise TestError("no extension %s" % oid)


def add_extension(der, oid, value, critical=False):
    """der with one more extension (appended)."""
    exts = cg.cert_paths(der)["extensions"]
    body = cg.der_tlv(0x06, cg.oid_encode(oid))
    if critical:
        body += cg.der_tlv(0x01, b"\xff")
    ext = cg.der_tlv(0x30, body + cg.der_tlv(0x04, value))
    seq = cg.der_path(der, exts)
    return cg.der_replace(der, exts, cg.der_tlv(
        0x30, cg.der_content(der, seq) + ext))


def replace_ext_value(der, oid, value):
    """der with extension oid's extnValue content replaced by value."""
    path = extension_index(der, oid)
    last = len(cg.der_children(der, cg.der_path(der, path))) - 1
    return cg.der_replace(der, path + (last,), cg.der_tlv(0x04, value))


def long_arc_oid():
    """1.2.<arc of 30 octets>: an OID with a 30-byte arc."""
    return b"\x2a" + b"\x81" * 29 + b"\x01"


def malformed_cases(base, crit_unknown):
    """[(name, DER, expected rc)] from the valid DER base (with
    extensions, a subjectKeyIdentifier and basicConstraints)."""
    paths = cg.cert_paths(base)
    tbs = cg.der_content(base, cg.der_path(base, (0,)))
    body = cg.der_content(base, cg.der_item(base))
    skid = cg.der_bytes(base, cg.der_path(
        base, extension_index(base, "2.5.29.14")))
    deep = nested_sequences(2000)
    long_alg = cg.der_tlv(0x30, cg.der_tlv(0x06, long_arc_oid()) +
                          b"\x05\x00")
    return [
        ("outer-length+1", set_length(base, (), 1), "<0"),
        ("outer-length-1", set_length(base, (), -1), "<0"),
        ("outer-length+256", set_length(base, (), 256), "<0"),
        ("spki-length+1", set_length(base, paths["spki"], 1), "<0"),
        ("trailing-byte", base + b"\x00", "<0"),
        ("empty-sequence", b"\x30\x00", "<0"),
        ("outer-tag-set", b"\x31" + base[1:], "<0"),
        ("duplicate-extension", cg.der_replace(
            base, extension_index(base, "2.5.29.14"), skid + skid), "<0"),
        ("unknown-critical-extension", crit_unknown.der, "<0"),
        ("version-5", cg.der_replace(base, paths["version"] + (0,),
                                     b"\x02\x01\x05"), "<0"),
        ("indefinite-outer", b"\x30\x80" + body + b"\x00\x00", "<0"),
        ("indefinite-tbs", cg.der_replace(
            base, (0,), b"\x30\x80" + tbs + b"\x00\x00"), "<0"),
        ("length-0x84-ffffffff", b"\x30\x84\xff\xff\xff\xff" + body, "<0"),
        ("tbs-length-0x84-80000000", with_header(
            base, (0,), b"\x30\x84\x80\x00\x00\x00"), "<0"),
        ("length-9-octets", b"\x30\x89" + b"\x00" * 7 +
         len(body).to_bytes(2, "big") + body, "<0"),
        ("deep-nesting-unknown-noncritical-ext", add_extension(
            base, "1.3.6.1.4.1.55555.100", deep), "0|<0"),
        ("deep-nesting-in-basicConstraints", replace_ext_value(
            base, "2.5.29.19", deep), "<0"),
        ("serial-64-bytes", cg.der_replace(
            base, paths["serial"], cg.der_tlv(0x02, b"\x01" * 64)), "<0"),
        ("sigalg-oid-30-byte-arc", cg.der_replace(cg.der_replace(
            base, paths["signature"], long_alg), paths["sigalg"],
            long_alg), "<0"),
    ]


def test_malformed(tally, cat):
    """Each malformed DER (own file, one run): its rc."""
    cases = malformed_cases(cat.certs["rsa-leaf"].der, cat.crit_unknown)
    files = [cat.f.file("bad-%s.der" % name, der) for name, der, _ in cases]
    out = run_driver(tally, "malformed", files)
    if out is None:
        return
    for path, (name, _, expect) in zip(files, cases):
        check_rc(tally, "malformed %s" % name, out.records.get(path + "#0"),
                 expect)
        tally.check(path + "#1" not in out.records,
                    "malformed %s: one record" % name, "a second record")


# -------------------------------------------------------------- main --

def run_all(tally, tmp):
    """Every check, with scratch files in tmp."""
    f = cg.CertFactory(tmp)
    start = time.time()
    cat = build_certificates(f)
    facts = {name: Facts(c.pem_path) for name, c in cat.certs.items()}
    print("%d certificates made in %.1f s" % (len(cat.certs),
                                               time.time() - start))
    test_dumps(tally, cat, facts)
    test_verify(tally, cat)
    anchors = trust_store_files()
    if anchors:
        test_trust_store(tally, anchors)
    else:
        note("no %s/*.pem: trust store checks skipped" % TRUST_STORE)
    picks = [anchors[i * len(anchors) // 5] for i in range(5)] \
        if len(anchors) >= 5 else anchors
    test_truncate(tally, truncate_set(cat) + picks)
    test_malformed(tally, cat)


def main():
    if shutil.which("openssl") is None:
        print("SKIP: no openssl")
        return 77
    tally = Tally()
    tmp = tempfile.mkdtemp(prefix="x509_parse_")
    try:
        run_all(tally, tmp)
    except Exception as e:       # a bug of the test or of openssl: loud
        traceback.print_exc()
        tally.check(False, "test aborted", "%s: %s" % (type(e).__name__, e))
    finally:
        if os.environ.get("X509_PARSE_KEEP"):
            note("scratch folder kept: " + tmp)
        else:
            shutil.rmtree(tmp, ignore_errors=True)
    print("%d passed, %d failed" % (tally.passed, tally.failed))
    return 0 if tally.failed == 0 and tally.passed > 0 else 1


if __name__ == "__main__":
    sys.exit(main())

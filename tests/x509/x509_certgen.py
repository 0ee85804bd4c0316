"""x509_certgen.py -- test certificates made with the OpenSSL 3 command
line, and a small DER reader/writer to take them apart and alter them.

Used by tests/x509/x509_parse.py (and meant for the chain tests):

    f = CertFactory(workdir)
    root_key = f.key("p256")
    root = f.cert("root", "/C=US/O=Test/CN=Root", root_key,
                  extensions={"basicConstraints": "critical,CA:TRUE"})
    leaf = f.cert("leaf", "/CN=leaf", f.key("ed25519"), issuer=root,
                  not_after="20510101000000Z", serial=0x80,
                  extensions="subjectAltName = @alt\\n",
                  sections={"alt": {"DNS.1": "example.com"}})

Certificates come from `openssl req -new` (a CSR, strings PrintableString
when printable else UTF8String) signed by `openssl ca -preserveDN`: `ca`
is the only OpenSSL 3.0 command that sets any notBefore/notAfter, and it
makes a version 1 certificate when there are no extensions.

DER helpers work on bytes and TLV positions: der_item() reads one TLV,
der_children() lists a constructed value's elements, der_path() walks
child indices, der_replace() swaps the TLV at a path and re-encodes the
lengths of its ancestors; cert_paths() names the paths of a
certificate's fields.
"""
import base64
import collections
import datetime
import os
import re
import subprocess

SM2_ID = "1234567812345678"
# Attribute names registered for `req` so that -subj can carry an OID
# OpenSSL does not know (printed dotted by every other command).
TEST_NAME_OIDS = {"testAttribute": "1.3.6.1.4.1.55555.7.1"}

# genpkey arguments of make_key's kinds.
KEY_KINDS = {
    "rsa2048": ["-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:2048"],
    "rsa3072": ["-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:3072"],
    "rsa4096": ["-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:4096"],
    "rsa-pss": ["-algorithm", "RSA-PSS", "-pkeyopt", "rsa_keygen_bits:2048"],
    "rsa-pss-sha256": ["-algorithm", "RSA-PSS",
                       "-pkeyopt", "rsa_keygen_bits:2048",
                       "-pkeyopt", "rsa_pss_keygen_md:sha256",
                       "-pkeyopt", "rsa_pss_keygen_mgf1_md:sha256",
                       "-pkeyopt", "rsa_pss_keygen_saltlen:32"],
    "rsa-pss-sha384": ["-algorithm", "RSA-PSS",
                       "-pkeyopt", "rsa_keygen_bits:2048",
                       "-pkeyopt", "rsa_pss_keygen_md:sha384",
                       "-pkeyopt", "rsa_pss_keygen_mgf1_md:sha384",
                       "-pkeyopt", "rsa_pss_keygen_saltlen:48"],
    "p256": ["-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-256",
             "-pkeyopt", "ec_param_enc:named_curve"],
    "p384": ["-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-384",
             "-pkeyopt", "ec_param_enc:named_curve"],
    "p521": ["-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-521",
             "-pkeyopt", "ec_param_enc:named_curve"],
    "ed25519": ["-algorithm", "ED25519"],
    "ed448": ["-algorithm", "ED448"],
    "sm2": ["-algorithm", "SM2"],
}

# The digest a key signs with when the caller names none (None: the
# algorithm has its own, Ed25519/Ed448).  RSA-PSS keys with parameters
# only accept their own digest.
DEFAULT_DIGEST = {"rsa-pss-sha256": "sha256", "rsa-pss-sha384": "sha384",
                  "ed25519": None, "ed448": None, "sm2": "sm3"}

REQ_CONFIG = """oid_section = new_oids
[new_oids]
%s
[req]
distinguished_name = dn
string_mask = MASK:0x2002
utf8 = yes
prompt = no
[dn]
"""

CA_CONFIG = """[ca]
default_ca = ca_sect
[ca_sect]
database = %(dir)s/index.txt
new_certs_dir = %(dir)s
serial = %(dir)s/serial
policy = policy_any
email_in_dn = yes
unique_subject = no
default_md = default
[policy_any]
commonName = optional
"""


class OpensslError(RuntimeError):
    pass


def openssl(*args, data=None):
    """stdout of `openssl args` (bytes); raises OpensslError on failure."""
    p = subprocess.run(["openssl"] + [str(a) for a in args], input=data,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if p.returncode != 0:
        raise OpensslError("openssl %s: %s" % (
            " ".join(str(a) for a in args),
            p.stderr.decode(errors="replace").strip()))
    return p.stdout


# ---------------------------------------------------------------- PEM --

PEM_RE = re.compile(rb"-----BEGIN ([A-Z0-9 ]+)-----\r?\n(.*?)"
                    rb"-----END \1-----", re.S)


def pem_blocks(data, label="CERTIFICATE"):
    """The DER of each `label` PEM block in data, in order."""
    return [base64.b64decode(m.group(2)) for m in PEM_RE.finditer(data)
            if m.group(1).decode() == label]


def der_to_pem(der, label="CERTIFICATE"):
    """One PEM block (bytes) holding der."""
    b64 = base64.b64encode(der).decode()
    lines = [b64[i:i + 64] for i in range(0, len(b64), 64)]
    return ("-----BEGIN %s-----\n%s\n-----END %s-----\n"
            % (label, "\n".join(lines), label)).encode()


# ---------------------------------------------------------------- DER --

Tlv = collections.namedtuple("Tlv", "tag start hlen length")
Tlv.end = property(lambda t: t.start + t.hlen + t.length)
Tlv.body = property(lambda t: t.start + t.hlen)
Tlv.constructed = property(lambda t: bool(t.tag & 0x20))


def der_item(buf, pos=0, end=None):
    """The Tlv at buf[pos:] (single-byte tags, definite lengths only);
    raises ValueError when it does not fit in buf[:end]."""
    end = len(buf) if end is None else end
    if pos + 2 > end:
        raise ValueError("no TLV header at %d" % pos)
    tag, first = buf[pos], buf[pos + 1]
    if tag & 0x1f == 0x1f:
        raise ValueError("multi-byte tag at %d" % pos)
    if first < 0x80:
        hlen, length = 2, first
    else:
        n = first & 0x7f
        if n == 0 or n > 8 or pos + 2 + n > end:
            raise ValueError("bad length form at %d" % pos)
        hlen, length = 2 + n, int.from_bytes(buf[pos + 2:pos + 2 + n], "big")
    item = Tlv(tag, pos, hlen, length)
    if item.end > end:
        raise ValueError("TLV at %d runs past its parent" % pos)
    return item


def der_children(buf, parent=None):
    """The Tlvs inside parent's value (the whole buffer when None)."""
    pos, end = (0, len(buf)) if parent is None else (parent.body, parent.end)
    items = []
    while pos < end:
        items.append(der_item(buf, pos, end))
        pos = items[-1].end
    return items


def der_path(buf, path):
    """The Tlv reached from the top-level TLV by child indices path,
    e.g. (0, 6) is a certificate's SubjectPublicKeyInfo."""
    item = der_item(buf)
    for i in path:
        item = der_children(buf, item)[i]
    return item


def der_len(n):
    """The DER length octets of n."""
    if n < 0x80:
        return bytes([n])
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(raw)]) + raw


def der_tlv(tag, content):
    """tag, minimal length, content."""
    return bytes([tag]) + der_len(len(content)) + bytes(content)


def der_bytes(buf, item):
    """The whole TLV bytes of item."""
    return bytes(buf[item.start:item.end])


def der_content(buf, item):
    """The value bytes of item."""
    return bytes(buf[item.body:item.end])


def der_replace(buf, path, new):
    """buf with the TLV at path replaced by the bytes new (any length,
    even several TLVs or none); every ancestor keeps its tag and gets a
    minimal length for its new content."""
    if not path:
        return bytes(new) + bytes(buf[der_item(buf).end:])
    parent = der_path(buf, path[:-1])
    kids = der_children(buf, parent)
    target = kids[path[-1]]
    content = (bytes(buf[parent.body:target.start]) + bytes(new)
               + bytes(buf[target.end:parent.end]))
    return der_replace(buf, path[:-1], der_tlv(parent.tag, content))


def oid_encode(dotted):
    """The content octets of OBJECT IDENTIFIER dotted."""
    arcs = [int(a) for a in dotted.split(".")]
    out = bytearray()
    for arc in [arcs[0] * 40 + arcs[1]] + arcs[2:]:
        chunk = [arc & 0x7f]
        arc >>= 7
        while arc:
            chunk.append(0x80 | (arc & 0x7f))
            arc >>= 7
        out += bytes(reversed(chunk))
    return bytes(out)


def oid_decode(content):
    """The dotted form of OBJECT IDENTIFIER content octets."""
    arcs, value = [], 0
    for b in content:
        value = (value << 7) | (b & 0x7f)
        if not b & 0x80:
            arcs.append(value)
            value = 0
    first = min(arcs[0] // 40, 2)
    return ".".join(str(a) for a in [first, arcs[0] - 40 * first] + arcs[1:])


def cert_paths(der):
    """{field: path} for a certificate's DER: tbs, version (absent for
    v1), serial, signature (TBS AlgorithmIdentifier), issuer, validity,
    subject, spki, extensions (the SEQUENCE inside [3], when present),
    sigalg (outer AlgorithmIdentifier), sigvalue (BIT STRING)."""
    tbs = der_children(der, der_path(der, (0,)))
    paths = {"tbs": (0,), "sigalg": (1,), "sigvalue": (2,)}
    first = 0
    if tbs[0].tag == 0xa0:
        paths["version"] = (0, 0)
        first = 1
    for i, name in enumerate(["serial", "signature", "issuer", "validity",
                              "subject", "spki"]):
        paths[name] = (0, first + i)
    for i in range(first + 6, len(tbs)):
        if tbs[i].tag == 0xa3:
            paths["extensions"] = (0, i, 0)
    return paths


def cert_field(der, name):
    """The whole TLV bytes of certificate field name (see cert_paths)."""
    return der_bytes(der, der_path(der, cert_paths(der)[name]))


# ------------------------------------------------------ keys and certs --

class Key:
    """A private key file made by make_key: kind (a KEY_KINDS name),
    path (PEM private key), pub_path (PEM SubjectPublicKeyInfo)."""

    def __init__(self, kind, path, pub_path):
        self.kind, self.path, self.pub_path = kind, path, pub_path

    @property
    def digest(self):
        return DEFAULT_DIGEST.get(self.kind, "sha256")

    def sign_args(self, digest=None, req=False):
        """The digest and -sigopt arguments to sign with, for `ca` (for
        `req` when req)."""
        digest = digest or self.digest
        args = [] if not digest else ["-" + digest] if req else ["-md",
                                                                 digest]
        if self.kind == "sm2":
            args += ["-sigopt", "distid:" + SM2_ID]
        return args


class Cert:
    """A certificate made by CertFactory.cert: name, key (its subject's
    Key), issuer (a Cert, None when self-signed), pem_path, der_path,
    der (bytes)."""

    def __init__(self, name, key, issuer, pem_path, der_path, der):
        self.name, self.key, self.issuer = name, key, issuer
        self.pem_path, self.der_path, self.der = pem_path, der_path, der

    @property
    def signer_key(self):
        return self.issuer.key if self.issuer else self.key


def as_time(t):
    """`ca` time string for t: a datetime, or 'YYYYMMDDHHMMSSZ' as is."""
    if isinstance(t, datetime.datetime):
        return t.strftime("%Y%m%d%H%M%SZ")
    return t


def parse_time(t):
    """datetime of 'YYYYMMDDHHMMSSZ' (or a datetime, returned)."""
    if isinstance(t, datetime.datetime):
        return t
    return datetime.datetime.strptime(t, "%Y%m%d%H%M%SZ")


def config_section(name, body):
    """'[name]' and body: a dict (key = value lines, in order) or text."""
    if isinstance(body, dict):
        body = "".join("%s = %s\n" % kv for kv in body.items())
    return "[%s]\n%s\n" % (name, body)


class CertFactory:
    """Makes keys and certificates in workdir (which the caller owns and
    removes)."""

    def __init__(self, workdir):
        self.dir = os.path.abspath(workdir)
        self.serial = 0x1000
        self.req_config = self._write("req.cnf", REQ_CONFIG % "\n".join(
            "%s = %s" % kv for kv in TEST_NAME_OIDS.items()))

    def _write(self, name, data):
        """Write data to name (relative to workdir, or absolute)."""
        path = os.path.join(self.dir, name)
        with open(path, "wb") as f:
            f.write(data if isinstance(data, bytes) else data.encode())
        return path

    def _unique(self, base, ext):
        """A fresh path workdir/base[-n].ext."""
        path, n = os.path.join(self.dir, base + ext), 1
        while os.path.exists(path):
            path = os.path.join(self.dir, "%s-%d%s" % (base, n, ext))
            n += 1
        return path

    def key(self, kind, name=None):
        """A new private key of KEY_KINDS kind."""
        path = self._unique(name or kind, ".key")
        openssl("genpkey", *KEY_KINDS[kind], "-out", path)
        pub = path[:-4] + ".pub"
        openssl("pkey", "-in", path, "-pubout", "-out", pub)
        return Key(kind, path, pub)

    def csr(self, name, subject, key):
        """A CSR for subject ('/C=../CN=..', '+' joins a multi-valued RDN,
        UTF-8 values) signed by key."""
        path = self._unique(name, ".csr")
        openssl("req", "-new", "-config", self.req_config, "-utf8",
                "-key", key.path, "-subj", subject, "-out", path,
                *key.sign_args(req=True))
        return path

    def cert(self, name, subject, key, issuer=None, extensions=None,
             sections=None, days=365, not_before=None, not_after=None,
             serial=None, digest=None, sigopts=(), pss=False):
        """A certificate for key with subject, signed by issuer (a Cert;
        self-signed when None).

        extensions: dict (name = value, in order) or text of the
        extension section; None makes a version 1 certificate.
        sections: {name: dict or text} more sections it refers to
        (@alt, dirName:sect, ...).  Validity: not_before/not_after
        ('YYYYMMDDHHMMSSZ' or datetime; `ca` picks UTCTime for 1950-2049
        and GeneralizedTime otherwise), else now + days.  serial: an int
        (default: a counter).  digest: the signature hash (default the
        signer key's); sigopts: more -sigopt n:v; pss: RSASSA-PSS
        padding with the salt as long as the digest."""
        signer = issuer.key if issuer else key
        work = self._unique(name, ".d")
        os.mkdir(work)
        self._write(os.path.join(work, "index.txt"), "")
        if serial is None:
            serial, self.serial = self.serial, self.serial + 1
        hexserial = "%X" % serial
        self._write(os.path.join(work, "serial"),
                    "0" * (len(hexserial) % 2) + hexserial + "\n")
        config = self._write(os.path.join(work, "ca.cnf"),
                             CA_CONFIG % {"dir": work})
        pem = self._unique(name, ".pem")
        args = ["ca", "-batch", "-config", config, "-preserveDN", "-notext",
                "-in", self.csr(name, subject, key), "-out", pem,
                "-keyfile", signer.path] + signer.sign_args(digest)
        args += ["-selfsign"] if issuer is None else ["-cert",
                                                      issuer.pem_path]
        if key.kind == "sm2":
            args += ["-vfyopt", "distid:" + SM2_ID]
        if pss:
            sigopts = ["rsa_padding_mode:pss", "rsa_pss_saltlen:digest"] \
                + list(sigopts)
        for opt in sigopts:
            args += ["-sigopt", opt]
        args += self._validity(days, not_before, not_after)
        if extensions is not None:
            text = config_section("ext", extensions) + "".join(
                config_section(n, b) for n, b in (sections or {}).items())
            args += ["-extfile", self._write(os.path.join(work, "ext.cnf"),
                                             text), "-extensions", "ext"]
        openssl(*args)
        with open(pem, "rb") as f:
            der = pem_blocks(f.read())[0]
        der_file = self._write(pem[:-4] + ".der", der)
        return Cert(name, key, issuer, pem, der_file, der)

    @staticmethod
    def _validity(days, not_before, not_after):
        """The `ca` validity arguments."""
        if not_before is None and not_after is None:
            return ["-days", str(days)]
        if not_before is None:
            not_before = datetime.datetime.now(
                datetime.timezone.utc).replace(tzinfo=None, microsecond=0)
        if not_after is None:
            not_after = parse_time(not_before) + datetime.timedelta(days)
        return ["-startdate", as_time(not_before),
                "-enddate", as_time(not_after)]

    def file(self, name, data):
        """Write data (bytes or text) to workdir/name; returns the path."""
        return self._write(name, data)

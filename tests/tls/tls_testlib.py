"""tls_testlib.py -- what the TLS tests of tests/tls share: finding the
example programs (examples/client, examples/server) and the runner,
running programs with timeouts (process groups, killed on every exit
path), the test PKI, the names of suites and groups in their several
spellings, wolfSSL's error names, and reading what the example programs
and `openssl s_client` / `s_server` print.

The programs are $WOLFSSL_BUILDDIR/examples/<name> (WOLFSSL_BUILDDIR
defaults to "."), run under $WOLFSSL_TEST_RUNNER (e.g. "qemu-riscv64 -L
/usr/riscv64-linux-gnu"); when that variable is not set at all, the
runner configure recorded in $WOLFSSL_BUILDDIR/scripts/test-env.sh is
used.  Certificates come from tests/x509/x509_certgen.py and results are
counted as tests/x509/x509_testlib.py counts them.
"""
import os
import re
import shlex
import signal
import subprocess
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, os.pardir, "x509"))
import x509_certgen as cg  # noqa: E402
import x509_testlib as xtl  # noqa: E402

SKIP = xtl.SKIP
note = xtl.note
have_tool = xtl.have_tool

# Validity of every certificate that is meant to be valid, and of the
# expired and not yet valid ones.
VALID = ("20200101000000Z", "20491231235959Z")
EXPIRED = ("20200101000000Z", "20210101000000Z")
NOT_YET = ("20390101000000Z", "20400101000000Z")


# ------------------------------------------------------ environment --

def build_dir():
    """$WOLFSSL_BUILDDIR, default "."."""
    return os.environ.get("WOLFSSL_BUILDDIR", ".")


def src_dir():
    """$WOLFSSL_SRCDIR, default the source tree this file is in."""
    return os.environ.get("WOLFSSL_SRCDIR",
                          os.path.normpath(os.path.join(HERE, os.pardir,
                                                        os.pardir)))


def runner():
    """The runner as an argument list: $WOLFSSL_TEST_RUNNER when set
    (even empty), else TEST_RUNNER of the build's scripts/test-env.sh,
    else none."""
    if "WOLFSSL_TEST_RUNNER" in os.environ:
        return shlex.split(os.environ["WOLFSSL_TEST_RUNNER"])
    env = os.path.join(build_dir(), "scripts", "test-env.sh")
    try:
        with open(env) as f:
            m = re.search(r'^TEST_RUNNER="(.*)"$', f.read(), re.M)
    except OSError:
        m = None
    return shlex.split(m.group(1)) if m else []


def example_path(name):
    """$WOLFSSL_BUILDDIR/examples/<name>."""
    return os.path.join(build_dir(), "examples", name)


def example_command(name):
    """[runner..., $WOLFSSL_BUILDDIR/examples/<name>]."""
    return runner() + [example_path(name)]


def build_macros():
    """The macros the build's wolfssl/options.h defines (a set; empty
    when there is none), and whether it is a user_settings.h build
    (whose options.h says nothing else)."""
    path = os.path.join(build_dir(), "wolfssl", "options.h")
    try:
        with open(path) as f:
            names = set(re.findall(r"^#define\s+(\w+)", f.read(), re.M))
    except OSError:
        return set(), False
    return names, "WOLFSSL_USER_SETTINGS" in names


def openssl_version():
    """(major, minor, patch) of the openssl command, (0, 0, 0) when
    unknown."""
    try:
        out = subprocess.run(["openssl", "version"], stdout=subprocess.PIPE,
                             universal_newlines=True).stdout
    except OSError:
        return (0, 0, 0)
    m = re.search(r"OpenSSL (\d+)\.(\d+)\.(\d+)", out)
    return tuple(int(g) for g in m.groups()) if m else (0, 0, 0)


# ---------------------------------------------------------- errors --

_ERROR_NAMES = None


def error_name(code):
    """wolfSSL's name of an error code (from wolfssl/error-ssl.h and
    wolfssl/wolfcrypt/error-crypt.h of the source tree), or ""."""
    global _ERROR_NAMES
    if _ERROR_NAMES is None:
        _ERROR_NAMES = {}
        for rel in ("wolfssl/error-ssl.h", "wolfssl/wolfcrypt/error-crypt.h"):
            try:
                with open(os.path.join(src_dir(), rel)) as f:
                    text = f.read()
            except OSError:
                continue
            for name, value in re.findall(r"\b([A-Z][A-Z0-9_]+)\s*=\s*"
                                          r"\(?(-\d+)\)?", text):
                _ERROR_NAMES.setdefault(int(value), name)
    return _ERROR_NAMES.get(code, "")


def error_text(code):
    """'-322 (DOMAIN_NAME_MISMATCH)' style text; 'none' for None."""
    if code is None:
        return "none"
    name = error_name(code)
    return "%d (%s)" % (code, name) if name else str(code)


# wolfSSL codes the tests expect for failures the side under test finds
# itself (upstream's codes for the same failures).
DOMAIN_NAME_MISMATCH = -322
IPADDR_MISMATCH = -325
ASN_NO_SIGNER_E = -188
ASN_AFTER_DATE_E = -151
ASN_BEFORE_DATE_E = -150
NO_PEER_CERT = -345
UNKNOWN_SNI_HOST_NAME_E = -381


# ----------------------------------------------------------- names --

# TLS 1.3 suites: IANA name (what OpenSSL prints), wolfSSL's name.
TLS13_SUITES = [
    ("TLS_AES_128_GCM_SHA256", "TLS13-AES128-GCM-SHA256"),
    ("TLS_AES_256_GCM_SHA384", "TLS13-AES256-GCM-SHA384"),
    ("TLS_CHACHA20_POLY1305_SHA256", "TLS13-CHACHA20-POLY1305-SHA256"),
    ("TLS_AES_128_CCM_SHA256", "TLS13-AES128-CCM-SHA256"),
    ("TLS_AES_128_CCM_8_SHA256", "TLS13-AES128-CCM-8-SHA256"),
]
# TLS 1.2 suites the tests use: OpenSSL's name (also wolfSSL's), IANA.
TLS12_SUITES = [
    ("ECDHE-ECDSA-AES128-GCM-SHA256",
     "TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256"),
    ("ECDHE-ECDSA-AES256-GCM-SHA384",
     "TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384"),
    ("ECDHE-ECDSA-CHACHA20-POLY1305",
     "TLS_ECDHE_ECDSA_WITH_CHACHA20_POLY1305_SHA256"),
    ("ECDHE-RSA-AES128-GCM-SHA256", "TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256"),
    ("ECDHE-RSA-AES256-GCM-SHA384", "TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384"),
]
_SUITE_CANON = {}
for _iana, _wolf in TLS13_SUITES:
    _SUITE_CANON[_iana] = _SUITE_CANON[_wolf] = _iana
for _ossl, _iana in TLS12_SUITES:
    _SUITE_CANON[_ossl] = _SUITE_CANON[_iana] = _ossl


def suite_canon(name):
    """A suite's name as OpenSSL prints it (IANA for TLS 1.3), from any
    of its spellings; unknown names are returned as they are."""
    return _SUITE_CANON.get(name, name)


def suite_wolf(name):
    """wolfSSL's name of a suite (for -l of the examples)."""
    for iana, wolf in TLS13_SUITES:
        if name == iana:
            return wolf
    return name


def is_tls13_suite(name):
    """Is name (any spelling) a TLS 1.3 suite?"""
    return suite_canon(name) in [s for s, _ in TLS13_SUITES]


# Groups by canonical name (OpenSSL's -groups spelling).
GROUPS = ["X25519", "X448", "P-256", "P-384", "P-521",
          "ffdhe2048", "ffdhe3072", "ffdhe4096"]
_GROUP_SPELLINGS = {
    "X25519": "X25519", "X448": "X448",
    "P256": "P-256", "SECP256R1": "P-256", "PRIME256V1": "P-256",
    "P384": "P-384", "SECP384R1": "P-384",
    "P521": "P-521", "SECP521R1": "P-521",
    "FFDHE2048": "ffdhe2048", "FFDHE3072": "ffdhe3072",
    "FFDHE4096": "ffdhe4096",
}


def group_canon(text):
    """The canonical group of a name in any spelling ("SECP256R1",
    "prime256v1", "FFDHE_2048", "x25519"), or of OpenSSL's "Server Temp
    Key" text ("ECDH, prime256v1, 256 bits", "X25519, 253 bits", "DH,
    2048 bits": TLS 1.3 only has the named ffdhe groups); None when
    unknown."""
    if text is None:
        return None
    parts = [p.strip() for p in text.split(",")]
    if parts[0] == "DH" and len(parts) >= 2:
        m = re.match(r"(\d+) bits", parts[-1])
        return "ffdhe" + m.group(1) if m else None
    if parts[0] == "ECDH" and len(parts) >= 2:
        parts = parts[1:]
    key = re.sub(r"[^A-Z0-9]", "", parts[0].upper())
    return _GROUP_SPELLINGS.get(key)


# ------------------------------------------------------- processes --

class Proc:
    """A program started in its own process group with stdout and
    stderr collected by threads.  stdin: None (no input), bytes/str
    (written, then closed) or "pipe" (write()/close_stdin() later).
    Always end it with finish() or kill()."""

    def __init__(self, cmd, stdin=None, cwd=None):
        self.cmd = [str(c) for c in cmd]
        self._chunks = {"out": [], "err": []}
        self._cond = threading.Condition()
        self._open = 2
        self.timed_out = self._killed = False
        self.proc = subprocess.Popen(
            self.cmd, cwd=cwd, start_new_session=True,
            stdin=subprocess.DEVNULL if stdin is None else subprocess.PIPE,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self._threads = [threading.Thread(target=self._read, args=(f, k),
                                          daemon=True)
                         for f, k in ((self.proc.stdout, "out"),
                                      (self.proc.stderr, "err"))]
        for t in self._threads:
            t.start()
        if stdin not in (None, "pipe"):
            self.write(stdin)
            self.close_stdin()

    def _read(self, f, key):
        while True:
            data = os.read(f.fileno(), 65536)
            with self._cond:
                if not data:
                    self._open -= 1
                    self._cond.notify_all()
                    break
                self._chunks[key].append(data)
                self._cond.notify_all()

    @property
    def out(self):
        with self._cond:
            return b"".join(self._chunks["out"]).decode(errors="replace")

    @property
    def err(self):
        with self._cond:
            return b"".join(self._chunks["err"]).decode(errors="replace")

    def write(self, data):
        """Write to stdin (ignored when the program has closed it)."""
        if isinstance(data, str):
            data = data.encode()
        try:
            self.proc.stdin.write(data)
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError, ValueError):
            pass

    def close_stdin(self):
        if self.proc.stdin is None:
            return
        try:
            self.proc.stdin.close()
        except (BrokenPipeError, OSError, ValueError):
            pass

    def wait_for(self, pattern, timeout, stream="out"):
        """The first match of the regex pattern in stdout (or stderr),
        waiting up to timeout seconds; None when the program closed its
        output or time ran out without one."""
        regex = re.compile(pattern, re.M)
        end = time.monotonic() + timeout
        with self._cond:
            while True:
                text = b"".join(self._chunks[stream]).decode(
                    errors="replace")
                m = regex.search(text)
                left = end - time.monotonic()
                if m or self._open == 0 or left <= 0:
                    return m
                self._cond.wait(min(left, 0.5))

    def wait_exit(self, timeout):
        """Wait up to timeout seconds for the exit; did it exit?"""
        try:
            self.proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            return False
        return True

    def finish(self, timeout):
        """Wait up to timeout seconds for the exit, killing the process
        group after that (timed_out says so); the exit status."""
        self.timed_out = not self.wait_exit(timeout)
        self.kill()
        return self.proc.returncode

    def kill(self):
        """Kill the whole process group (the runner and the program) and
        collect the rest of the output; again: nothing."""
        if self._killed:
            return
        self._killed = True
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        self.proc.wait()
        self.close_stdin()
        for t in self._threads:
            t.join(5)
        for f in (self.proc.stdout, self.proc.stderr):
            f.close()

    def describe(self):
        """The command, exit status and output, for a log."""
        return "$ %s\nexit status %s%s\n--- stdout\n%s\n--- stderr\n%s\n" % (
            " ".join(shlex.quote(c) for c in self.cmd),
            self.proc.returncode, " (killed: timeout)" if self.timed_out
            else "", self.out, self.err)


# ------------------------------------------------------------- PKI --

class Entity:
    """A certificate with its key: pem (the leaf alone), chain (leaf then
    its intermediates, as -c of the examples wants), extra (the
    intermediates alone, for openssl -cert_chain; None when there are
    none), key (PEM private key), cn."""

    def __init__(self, cert, key_path, chain, extra, cn):
        self.cert, self.key, self.chain, self.extra = cert, key_path, \
            chain, extra
        self.pem, self.cn = cert.pem_path, cn


class Pki:
    """The test PKI, made with the openssl command in workdir:

    root       "TLS Test Root" (P-256) -- the trust anchor (root.pem)
    inter      "TLS Test Intermediate" (P-256), issued by root
    server[k]  "localhost" leaves, SAN DNS:localhost + IP:127.0.0.1,
               serverAuth, issued by inter, for each key kind k of
               KEY_KINDS; chains are leaf + inter
    client[k]  "TLS Test Client <k>", clientAuth, issued by inter
    dns_only   localhost leaf without the IP address (P-256)
    otherhost  leaf for other.example.com only (P-256)
    expired, not_yet   localhost leaves valid 2020-2021 / 2039-2040
    unknown    a localhost leaf issued by an unrelated root (other.pem)
    direct     a localhost leaf issued by the root itself
    client_unknown, client_expired   client certificates likewise
    leaf_only  the P-256 server leaf without its intermediate
    sec1, pkcs1  the P-256 and RSA-2048 server keys in the traditional
               formats (EC PRIVATE KEY, RSA PRIVATE KEY)
    """

    KEY_KINDS = ["p256", "p384", "p521", "rsa2048", "rsa-pss", "ed25519",
                 "ed448"]
    CLIENT_KINDS = ["p256", "rsa2048", "ed25519"]

    def __init__(self, workdir, key_kinds=None, client_kinds=None):
        self.dir = workdir
        self.f = cg.CertFactory(workdir)
        self.count = 0
        ca_ext = {"basicConstraints": "critical,CA:TRUE",
                  "keyUsage": "critical,keyCertSign,cRLSign",
                  "subjectKeyIdentifier": "hash",
                  "authorityKeyIdentifier": "keyid"}
        self.root = self._cert("root", "/O=wolfSSL test/CN=TLS Test Root",
                               self.f.key("p256", "root"), None, ca_ext)
        self.inter = self._cert("inter",
                                "/O=wolfSSL test/CN=TLS Test Intermediate",
                                self.f.key("p256", "inter"), self.root,
                                ca_ext)
        other_root = self._cert("other-root",
                                "/O=Elsewhere/CN=Unrelated Root",
                                self.f.key("p256", "other-root"), None,
                                ca_ext)
        self.ca_file = self.root.pem_path
        self.other_ca_file = other_root.pem_path
        self.server = {k: self.leaf("server-" + k, k)
                       for k in (key_kinds or self.KEY_KINDS)}
        self.client = {k: self.leaf("client-" + k, k, client=True)
                       for k in (client_kinds or self.CLIENT_KINDS)}
        self.dns_only = self.leaf("dns-only", "p256", san="DNS:localhost")
        self.otherhost = self.leaf("otherhost", "p256",
                                   san="DNS:other.example.com")
        self.expired = self.leaf("expired", "p256", validity=EXPIRED)
        self.not_yet = self.leaf("not-yet", "p256", validity=NOT_YET)
        self.unknown = self.leaf("unknown", "p256", issuer=other_root)
        self.direct = self.leaf("direct", "p256", issuer=self.root)
        self.client_unknown = self.leaf("client-unknown", "p256",
                                        client=True, issuer=other_root)
        self.client_expired = self.leaf("client-expired", "p256",
                                        client=True, validity=EXPIRED)
        p256 = self.server.get("p256")
        self.leaf_only = p256 and Entity(p256.cert, p256.key, p256.pem,
                                         None, p256.cn)
        self.sec1 = self._traditional("sec1", p256)
        self.pkcs1 = self._traditional("pkcs1", self.server.get("rsa2048"))

    def _cert(self, name, subject, key, issuer, ext, validity=VALID):
        self.count += 1
        return self.f.cert(name, subject, key, issuer=issuer,
                           extensions=ext, not_before=validity[0],
                           not_after=validity[1])

    def leaf(self, name, kind, client=False, issuer=None,
             san="DNS:localhost,IP:127.0.0.1", validity=VALID):
        """A leaf of key kind, issued by issuer (default the
        intermediate); its Entity."""
        issuer = issuer or self.inter
        cn = ("TLS Test Client %s" % kind) if client else "localhost"
        ext = {"basicConstraints": "critical,CA:FALSE",
               "keyUsage": "critical,digitalSignature",
               "extendedKeyUsage": "clientAuth" if client else "serverAuth",
               "subjectKeyIdentifier": "hash",
               "authorityKeyIdentifier": "keyid"}
        if not client:
            ext["subjectAltName"] = san
        key = self.f.key(kind, name)
        cert = self._cert(name, "/O=wolfSSL test/CN=" + cn, key, issuer,
                          ext, validity)
        chain = os.path.join(self.dir, name + "-chain.pem")
        if issuer is self.inter:
            xtl.concat_files([cert.pem_path, issuer.pem_path], chain)
            extra = issuer.pem_path
        else:
            xtl.concat_files([cert.pem_path], chain)
            extra = None
        return Entity(cert, key.path, chain, extra, cn)

    def _traditional(self, name, ent):
        """ent with its key in the traditional PEM format; None without
        ent."""
        if ent is None:
            return None
        path = os.path.join(self.dir, name + ".key")
        cg.openssl("pkey", "-in", ent.key, "-traditional", "-out", path)
        return Entity(ent.cert, path, ent.chain, ent.extra, ent.cn)


# --------------------------------------------------------- outcomes --

class Outcome:
    """What one side reported.  ok: its exit status said success (and,
    for openssl, the handshake completed); version, suite (canonical),
    group (canonical), alpn ("" when none was agreed, None unknown),
    sni, peer (the peer certificate's subject as printed), messages (what
    a server received, one per connection), response (what a client
    received), error (a wolfSSL code, or the code of the same failure
    for openssl), alert (an alert number received, openssl), hellos (the
    number of ServerHello / ClientHello messages seen, openssl -msg),
    handshakes (completed), reason (the first error line's text), text
    (everything, for the log)."""

    def __init__(self, **kw):
        self.ok = False
        self.version = self.suite = self.group = self.alpn = None
        self.sni = self.peer = self.response = self.error = None
        self.reason = None
        self.timed_out = False
        self.alert = self.hellos = None
        self.messages = []
        self.handshakes = 0
        self.text = ""
        self.__dict__.update(kw)

    def brief(self):
        """What it said, on one line for a failure message."""
        parts = ["killed after the timeout"] if self.timed_out else []
        for name in ("version", "suite", "group", "alpn", "sni", "hellos"):
            value = getattr(self, name)
            if value is not None:
                parts.append("%s=%s" % (name, value))
        if self.error is not None:
            parts.append("error " + error_text(self.error))
        if self.alert is not None:
            parts.append("alert %s" % self.alert)
        if self.reason:
            parts.append(repr(self.reason))
        return ", ".join(parts) or "nothing"


def _first(regex, text, default=None, flags=re.M):
    m = re.search(regex, text, flags)
    return m.group(1).strip() if m else default


def parse_example(proc):
    """The Outcome of examples/client or examples/server from its
    output (the lines their header comments list)."""
    out, err = proc.out, proc.err
    o = Outcome(ok=(proc.proc.returncode == 0) and not proc.timed_out,
                timed_out=proc.timed_out, text=proc.describe())
    o.handshakes = len(re.findall(r"^SSL version is ", out, re.M))
    o.version = _first(r"^SSL version is (\S+)", out)
    suite = _first(r"^SSL cipher suite is (\S+)", out)
    o.suite = suite_canon(suite) if suite else None
    group = _first(r"^SSL curve name is (.+)$", out)
    o.group = group_canon(group) or group
    o.alpn = _first(r"^ALPN: (.*)$", out, "" if o.handshakes else None)
    o.sni = _first(r"^SNI: (.*)$", out)
    o.peer = _first(r"^Peer certificate: (.*)$", out)
    o.messages = re.findall(r"^Client message: (.*)$", out, re.M)
    m = re.search(r"^Server response: (.*)", out, re.M | re.S)
    o.response = m.group(1) if m else None
    m = re.search(r"failed: error (-?\d+)", err)
    o.error = int(m.group(1)) if m else None
    o.reason = _first(r"^(.*(?:failed|cannot|unknown|bad|no ).*)$", err)
    return o


# openssl verify error numbers and the wolfSSL codes of the same failure.
OPENSSL_VERIFY_TO_WOLF = {
    62: DOMAIN_NAME_MISMATCH, 64: DOMAIN_NAME_MISMATCH,
    2: ASN_NO_SIGNER_E, 18: ASN_NO_SIGNER_E, 19: ASN_NO_SIGNER_E,
    20: ASN_NO_SIGNER_E, 21: ASN_NO_SIGNER_E,
    10: ASN_AFTER_DATE_E, 9: ASN_BEFORE_DATE_E,
}


def _openssl_error(text):
    """(wolfSSL-equivalent code or None, alert number or None) from
    openssl's error output."""
    code = None
    m = re.search(r"verify error:num=(\d+)", text)
    if m:
        code = OPENSSL_VERIFY_TO_WOLF.get(int(m.group(1)), -int(m.group(1)))
    elif "peer did not return a certificate" in text:
        code = NO_PEER_CERT
    elif ":final_server_name:" in text:   # s_server -servername_fatal
        code = UNKNOWN_SNI_HOST_NAME_E
    m = re.search(r"alert number (\d+)", text)
    return code, int(m.group(1)) if m else None


def _openssl_reason(text):
    """The reason of openssl's first error line ("...:SSL routines:
    <function>:<reason>:<file>:<line>:"), or None."""
    return _first(r":error:[0-9A-F]+:[^:]*:[^:]*:([^:]+):", text)


def parse_s_client(proc):
    """The Outcome of `openssl s_client -msg` from its output."""
    out = proc.out + "\n" + proc.err
    o = Outcome(timed_out=proc.timed_out, text=proc.describe())
    m = re.search(r"^New, (\S+), Cipher is (\S+)", out, re.M)
    if m and m.group(2) != "(NONE)":
        o.version, o.suite = m.group(1), suite_canon(m.group(2))
        o.handshakes = 1
    o.group = group_canon(_first(r"^Server Temp Key: (.*)$", out))
    if o.handshakes:
        o.alpn = _first(r"^ALPN protocol: (.*)$", out, "")
    # without -verify_return_error a failed verification is only noted
    verify = _first(r"^\s*Verify return code: (\d+)", out)
    verified = verify == "0" or "-verify_return_error" not in proc.cmd
    o.hellos = len(re.findall(r"^<<< .*, ServerHello\s*$", out, re.M))
    o.error, o.alert = _openssl_error(out)
    o.reason = _openssl_reason(out)
    o.response = proc.out
    o.ok = (proc.proc.returncode == 0 and not proc.timed_out and
            o.handshakes == 1 and verified and o.alert is None)
    return o


def parse_s_server(proc):
    """The Outcome of `openssl s_server -msg` (-rev or -www) from its
    output."""
    out = proc.out + "\n" + proc.err
    o = Outcome(timed_out=proc.timed_out, text=proc.describe())
    # -rev says CONNECTION ESTABLISHED; -www says nothing, but -msg shows
    # the client's Finished
    o.handshakes = len(re.findall(r"^CONNECTION ESTABLISHED", out, re.M)) \
        or len(re.findall(r"^<<< .*, Finished\s*$", out, re.M))
    o.version = _first(r"^Protocol version: (\S+)", out)
    suite = _first(r"^Ciphersuite: (\S+)", out)
    o.suite = suite_canon(suite) if suite else None
    o.peer = _first(r"^Peer certificate: (.*)$", out)
    o.sni = _first(r'^Hostname in TLS extension: "(.*)"', out)
    o.alpn = _first(r"^ALPN protocols selected: (.*)$", out,
                    "" if o.handshakes else None)
    o.hellos = len(re.findall(r"^<<< .*, ClientHello\s*$", out, re.M))
    o.error, o.alert = _openssl_error(out)
    o.reason = _openssl_reason(out)
    failed = re.search(r"^(CONNECTION FAILURE|ERROR)", out, re.M)
    o.ok = o.handshakes > 0 and not failed
    return o

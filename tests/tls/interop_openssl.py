#!/usr/bin/env python3
"""TLS 1.3 between our example programs and OpenSSL's, both ways.

Direction "client": examples/client against `openssl s_server` (-rev:
it answers each line reversed; -www: an HTTP page).  Direction "server":
`openssl s_client` (and curl) against examples/server.  Certificates are
made at test time (tls_testlib.Pki: a root, an intermediate, localhost
leaves with SAN DNS:localhost + IP:127.0.0.1 for P-256/384/521,
RSA-2048, RSA-PSS, Ed25519, Ed448; client certificates; an unrelated
root; expired, not yet valid, wrong-host and DNS-only leaves).

The matrix, each way: every TLS 1.3 suite x every group (X25519, X448,
P-256/384/521, ffdhe2048/3072/4096) x every leaf key kind, the server
allowing only that suite and group and the client's key share that
group.  Then: defaults; HelloRetryRequest (key share X25519, server
allowing only another group, and the reverse); suites restricted by the
client; client certificates (accepted; missing, unknown CA or expired:
refused); server certificates the client must refuse (unknown CA,
missing intermediate, expired, not yet valid, wrong host name: error
-322 DOMAIN_NAME_MISMATCH, IP literal not in the certificate) or accept
(IP literal in the iPAddress SAN, a host name, no verification); ALPN
(agreed, no match fatal or ignored, one side without); SNI (the server
chooses its certificate by it; a server name the client does not ask
for); non-blocking sockets; HTTP (-g both ways, curl); echo; two
connections; TLS 1.2-only peers refused by TLS 1.3-only ends; keys in
the traditional PEM formats; TLS 1.2 suites when the library lists any
(client -e).  A success is checked on both ends: version, suite, group,
HelloRetryRequest or not (OpenSSL's -msg: two ServerHellos / two
ClientHellos), ALPN, SNI, client certificate, the messages each way.  A
failure the side under test finds itself must carry upstream's error
code; a failure the peer causes (its alert) may carry any.

--quick: a representative subset (each suite, group and key kind once,
HRR, client authentication, every failure case): what the riscv64 cells
run under qemu (implied when $WOLFSSL_TEST_RUNNER is set, as make check
sets it for cross builds).  A case the library (its wolfssl/options.h, or client
-e for the suites) or openssl lacks is reported "n/a", never as passed.

Usage: interop_openssl.py [--quick] [-j N] [--filter REGEX] [--list]
                          [--keep] [--verbose] [--timeout-scale X]
Programs: $WOLFSSL_BUILDDIR/examples/{client,server} (make
examples/client examples/server), run under $WOLFSSL_TEST_RUNNER (or
the build's scripts/test-env.sh runner).  Timeouts are scaled by 10
under a runner.  Prints "ok CASE", "FAIL CASE: why", "n/a CASE: why"
and the counts; exits 77 without openssl or the programs, 0 when
nothing failed and something passed, else 1.  --keep keeps the scratch
folder (certificates and a log per case).
(--self-test: openssl plays our programs' part too, to test this
driver itself.)
"""
import argparse
import concurrent.futures
import ipaddress
import os
import re
import shutil
import sys
import tempfile
import time
import traceback

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tls_testlib as tl  # noqa: E402

MESSAGE = "hello wolfssl!"
WOLF_REPLY = "I hear you fa shizzle!"
HTTP_GET = "GET / HTTP/1.0\r\n\r\n"
AES128 = "TLS_AES_128_GCM_SHA256"
AES256 = "TLS_AES_256_GCM_SHA384"
# Offered only when asked for (the IANA registry marks it not
# recommended; OpenSSL leaves it out by default): the cases name it.
ASK_FOR = {"TLS_AES_128_CCM_8_SHA256"}
SUITES = [s for s, _ in tl.TLS13_SUITES]
GROUPS = tl.GROUPS
KEYS = tl.Pki.KEY_KINDS


# ------------------------------------------------------------ cases --

class Side:
    """One end's settings.
    version: None (negotiate), "1.2" or "1.3" (only that one)
    suites: suites to allow (any spelling); None: all (OpenSSL: all
        five TLS 1.3 suites, CCM ones included)
    groups: server: the groups it allows; client: the key share's group
        first (the client supports every group, unless groups_only:
        OpenSSL's client then supports these alone)
    ca: client: the CA file to verify with (None: no verification);
        server: the CAs of required client certificates (None: none)
    ent: its own certificate (tl.Entity)
    alpn, alpn_continue: protocols, and whether a server goes on
        without a match
    sni: client: the name sent; server: its own name
    sni_ent: OpenSSL server: the certificate for the SNI name
    host, domain: client: where to connect, the name to verify (None:
        host)
    mode: server "reply" | "echo" | "http"; client "http" sends a GET
    count: server: connections to serve
    """

    def __init__(self, **kw):
        self.version = self.suites = self.groups = self.ca = None
        self.ent = self.alpn = self.sni = self.sni_ent = self.domain = None
        self.alpn_continue = self.nonblock = self.groups_only = False
        self.host, self.mode, self.count = "127.0.0.1", "reply", 1
        for key, value in kw.items():
            if not hasattr(self, key):
                raise TypeError("Side has no " + key)
            setattr(self, key, value)


class Expect:
    """A case's expected outcome: ok, and for a success version, suite,
    group, hrr (True/False/None: not checked), alpn ("" none, None not
    checked), sni (what the server saw), client_cn (the client
    certificate the server saw); for a failure, errors: the codes the
    side under test may report (None: any)."""

    def __init__(self, ok=True, version="TLSv1.3", suite=None, group=None,
                 hrr=None, alpn=None, sni=None, client_cn=None,
                 errors=None):
        self.ok, self.version, self.suite, self.group = ok, version, \
            suite, group
        self.hrr, self.alpn, self.sni, self.client_cn = hrr, alpn, sni, \
            client_cn
        self.errors = errors


class Case:
    """direction "client" (our client, openssl server) or "server"
    (openssl client or curl, our server); needs: features ("suite:X",
    "group:G", "key:K", "tls12", "curl", "alpn-continue")."""

    def __init__(self, name, direction, client, server, expect, quick=False,
                 needs=(), peer="openssl", connections=1):
        self.name = "%s/%s" % (direction, name)
        self.direction, self.client, self.server = direction, client, server
        self.expect, self.quick, self.needs = expect, quick, set(needs)
        self.peer, self.connections = peer, connections


def fail(*errors):
    """An Expect of a failure with those codes (none given: any)."""
    return Expect(ok=False, errors=set(errors) if errors else None)


def both(name, client, server, expect, **kw):
    """The case in both directions."""
    return [Case(name, d, client, server, expect, **kw)
            for d in ("client", "server")]


def matrix_cases(pki):
    """Every suite x group x key kind, both ways; the quick subset has
    each suite, group and key kind once."""
    cases = []
    for suite in SUITES:
        for group in GROUPS:
            for kind in KEYS:
                quick = [suite == AES128, group == "X25519",
                         kind == "p256"].count(True) >= 2
                cases += both(
                    "suite=%s/group=%s/key=%s" % (suite, group, kind),
                    Side(ca=pki.ca_file, groups=[group],
                         suites=[suite] if suite in ASK_FOR else None),
                    Side(ent=pki.server[kind], suites=[suite],
                         groups=[group]),
                    Expect(suite=suite, group=group, hrr=False),
                    quick=quick, needs=["suite:" + suite, "group:" + group,
                                        "key:" + kind])
    return cases


def feature_cases(pki):
    """Defaults, HRR, suite choice, client certificates, ALPN, SNI,
    non-blocking, HTTP, echo, key formats, TLS 1.2."""
    ca, p256 = pki.ca_file, pki.server["p256"]
    cli = lambda **kw: Side(ca=ca, **kw)         # noqa: E731
    srv = lambda **kw: Side(ent=p256, **kw)      # noqa: E731
    x25519 = ["group:X25519"]
    cases = both("defaults", cli(), srv(),
                 Expect(group="X25519", hrr=False), quick=True, needs=x25519)
    cases += both("tls13-only", cli(version="1.3"), srv(version="1.3"),
                  Expect(), quick=True)
    # HelloRetryRequest: the key share is X25519, the server wants another
    for group in GROUPS[1:]:
        cases += both("hrr/server-groups=" + group, cli(),
                      srv(groups=[group]), Expect(group=group, hrr=True),
                      quick=group == "P-256",
                      needs=["group:" + group] + x25519)
    cases += both("hrr/key-share=P-256/server-groups=X25519",
                  cli(groups=["P-256", "X25519"]), srv(groups=["X25519"]),
                  Expect(group="X25519", hrr=True), quick=True,
                  needs=["group:P-256"] + x25519)
    for suite in SUITES:
        cases += both("client-suites=" + suite, cli(suites=[suite]),
                      srv(suites=[suite] if suite in ASK_FOR else None),
                      Expect(suite=suite), needs=["suite:" + suite],
                      quick=suite == AES256)
    cases += both("no-common-suite", cli(suites=[AES128]),
                  srv(suites=[AES256]), fail(), quick=True,
                  needs=["suite:" + AES128, "suite:" + AES256])
    cases += [Case("no-common-group", "server",
                   cli(groups=["X25519", "P-256"], groups_only=True),
                   srv(groups=["P-384"]), fail(), quick=True,
                   needs=["group:P-384"])]
    # client certificates
    for kind, ent in pki.client.items():
        cases += both("client-auth/key=" + kind, cli(ent=ent),
                      srv(ca=ca), Expect(client_cn=ent.cn),
                      quick=kind == "p256", needs=["key:" + kind])
    # refused client certificates: our server must say why; our client
    # only sees OpenSSL's alert
    for name, ent, code in (
            ("no-certificate", None, tl.NO_PEER_CERT),
            ("unknown-ca", pki.client_unknown, tl.ASN_NO_SIGNER_E),
            ("expired", pki.client_expired, tl.ASN_AFTER_DATE_E)):
        cases += [Case("client-auth/" + name, "client", cli(ent=ent),
                       srv(ca=ca), fail(), quick=True),
                  Case("client-auth/" + name, "server", cli(ent=ent),
                       srv(ca=ca), fail(code), quick=True)]
    cases += both("client-auth/nonblocking/hrr",
                  cli(ent=pki.client["p256"], nonblock=True),
                  srv(ca=ca, groups=["P-384"], nonblock=True),
                  Expect(client_cn=pki.client["p256"].cn, group="P-384",
                         hrr=True), quick=True,
                  needs=["group:P-384"] + x25519)
    cases += both("nonblocking", cli(nonblock=True), srv(nonblock=True),
                  Expect(), quick=True)
    # ALPN
    cases += both("alpn", cli(alpn=["h2", "http/1.1"]),
                  srv(alpn=["http/1.1"]), Expect(alpn="http/1.1"),
                  quick=True)
    cases += both("alpn/no-match", cli(alpn=["foo"]), srv(alpn=["h2"]),
                  fail(), quick=True)
    cases += [Case("alpn/no-match-continue", "server", cli(alpn=["foo"]),
                   srv(alpn=["h2"], alpn_continue=True), Expect(alpn=""),
                   quick=True, needs=["alpn-continue"])]
    cases += both("alpn/server-without",
                  cli(alpn=["h2"], alpn_continue=True), srv(),
                  Expect(alpn=""))
    cases += both("alpn/client-without", cli(), srv(alpn=["h2"]),
                  Expect(alpn=""))
    # HTTP, echo, several connections
    cases += [Case("http-get", "client", cli(mode="http"),
                   srv(mode="http"), Expect(), quick=True),
              Case("http", "server", cli(mode="http"), srv(mode="http"),
                   Expect(), quick=True),
              Case("curl", "server", cli(), srv(mode="http"), Expect(),
                   quick=True, needs=["curl"], peer="curl"),
              Case("echo", "server", cli(), srv(mode="echo"), Expect(),
                   quick=True),
              Case("two-connections", "server", cli(), srv(count=2),
                   Expect(), quick=True, connections=2)]
    # keys in the traditional PEM formats
    for label, ent, kind in (("sec1", pki.sec1, "p256"),
                             ("pkcs1", pki.pkcs1, "rsa2048")):
        if ent is not None:
            cases += both("key-format=" + label, cli(), Side(ent=ent),
                          Expect(), needs=["key:" + kind])
    # versions
    cases += both("tls13-vs-tls12-only", cli(version="1.3"),
                  srv(version="1.2"), fail(), quick=True)
    cases += both("tls12-vs-tls13-only", cli(version="1.2"),
                  srv(version="1.3"), fail(), needs=["tls12"])
    for suite, _ in tl.TLS12_SUITES:
        ent = pki.server["rsa2048" if "-RSA-" in suite else "p256"]
        cases += both("tls12/suite=" + suite, cli(),
                      Side(ent=ent, version="1.2", suites=[suite]),
                      Expect(version="TLSv1.2", suite=suite),
                      quick=suite == tl.TLS12_SUITES[0][0],
                      needs=["tls12", "suite:" + suite])
    cases += both("tls12/client-v3", cli(version="1.2"), srv(),
                  Expect(version="TLSv1.2"), needs=["tls12"])
    return cases


def sni_cases(pki):
    """SNI: OpenSSL's server picks its certificate by the name (default
    the wrong-host leaf, for "localhost" the right one: issued by the
    root, as s_server sends no intermediates with it); ours checks the
    name against its own (upstream's default: a mismatch is fatal)."""
    ca = pki.ca_file
    openssl_srv = Side(ent=pki.otherhost, sni="localhost",
                       sni_ent=pki.direct)
    # (sni_ent: for --self-test, where s_server plays ours)
    our_srv = Side(ent=pki.server["p256"], sni="localhost",
                   sni_ent=pki.direct)
    return [
        Case("sni", "client", Side(ca=ca, sni="localhost",
                                   domain="localhost"),
             openssl_srv, Expect(sni="localhost"), quick=True),
        Case("sni/not-sent", "client", Side(ca=ca, domain="localhost"),
             openssl_srv, fail(tl.DOMAIN_NAME_MISMATCH), quick=True),
        Case("sni", "server", Side(ca=ca, sni="localhost"), our_srv,
             Expect(sni="localhost"), quick=True),
        Case("sni/mismatch", "server", Side(ca=ca, sni="other.example.com"),
             our_srv, fail(tl.UNKNOWN_SNI_HOST_NAME_E), quick=True),
    ]


def verify_cases(pki):
    """The server certificates our client must refuse or accept."""
    ca, p256 = pki.ca_file, pki.server["p256"]
    cases = [
        ("verify/unknown-ca", Side(ca=ca), pki.unknown,
         fail(tl.ASN_NO_SIGNER_E)),
        ("verify/missing-intermediate", Side(ca=ca), pki.leaf_only,
         fail(tl.ASN_NO_SIGNER_E)),
        ("verify/expired", Side(ca=ca), pki.expired,
         fail(tl.ASN_AFTER_DATE_E)),
        ("verify/not-yet-valid", Side(ca=ca), pki.not_yet,
         fail(tl.ASN_BEFORE_DATE_E)),
        ("verify/wrong-host", Side(ca=ca, domain="localhost"),
         pki.otherhost, fail(tl.DOMAIN_NAME_MISMATCH)),
        ("verify/domain-option", Side(ca=ca, domain="www.example.org"),
         p256, fail(tl.DOMAIN_NAME_MISMATCH)),
        ("verify/ip-literal", Side(ca=ca), p256, Expect()),
        ("verify/ip-literal-not-in-cert", Side(ca=ca), pki.dns_only,
         fail(tl.DOMAIN_NAME_MISMATCH, tl.IPADDR_MISMATCH)),
        ("verify/host-name", Side(ca=ca, host="localhost"), p256, Expect()),
        ("verify/disabled", Side(), pki.unknown, Expect()),
    ]
    return [Case(name, "client", cli, Side(ent=ent), expect, quick=True)
            for name, cli, ent, expect in cases]


def all_cases(pki):
    return matrix_cases(pki) + feature_cases(pki) + sni_cases(pki) + \
        verify_cases(pki)


# -------------------------------------------------------- commands --

def wolf_client_cmd(side, port):
    """examples/client's command line for side."""
    args = tl.example_command("client") + [
        "-h", side.host, "-p", str(port), "-m", MESSAGE + "\n"]
    if side.version:
        args += ["-v", "4" if side.version == "1.3" else "3"]
    args += ["-A", side.ca] if side.ca else ["-d"]
    if side.domain:
        args += ["-D", side.domain]
    if side.ent:
        args += ["-c", side.ent.chain, "-k", side.ent.key]
    if side.suites:
        args += ["-l", ":".join(tl.suite_wolf(s) for s in side.suites)]
    if side.groups:
        args += ["-t", side.groups[0]]
    if side.sni:
        args += ["-S", side.sni]
    if side.alpn:
        args += ["-L", ("C:" if side.alpn_continue else "") +
                 ",".join(side.alpn)]
    if side.nonblock:
        args.append("-N")
    if side.mode == "http":
        args.append("-g")
    return args


def wolf_server_cmd(side):
    """examples/server's command line for side (any free port)."""
    args = tl.example_command("server") + [
        "-p", "0", "-c", side.ent.chain, "-k", side.ent.key,
        "-C", str(side.count)]
    if side.version:
        args += ["-v", "4" if side.version == "1.3" else "3"]
    if side.ca:
        args += ["-A", side.ca]
    if side.suites:
        args += ["-l", ":".join(tl.suite_wolf(s) for s in side.suites)]
    if side.groups:
        args += ["-t", ":".join(side.groups)]
    if side.alpn:
        args += ["-L", ("C:" if side.alpn_continue else "") +
                 ",".join(side.alpn)]
    if side.sni:
        args += ["-S", side.sni]
    if side.nonblock:
        args.append("-N")
    args += {"echo": ["-e"], "http": ["-g"]}.get(side.mode, [])
    return args


def openssl_suite_args(side):
    """-ciphersuites / -cipher for side's suites (all TLS 1.3 suites
    when it names none)."""
    suites = [tl.suite_canon(s) for s in (side.suites or SUITES)]
    tls13 = [s for s in suites if tl.is_tls13_suite(s)]
    tls12 = [s for s in suites if not tl.is_tls13_suite(s)]
    args = ["-ciphersuites", ":".join(tls13 or SUITES)]
    if tls12:
        args += ["-cipher", ":".join(tls12)]
    return args


def openssl_version_args(side):
    return {"1.3": ["-tls1_3"], "1.2": ["-tls1_2"]}.get(side.version, [])


def openssl_server_cmd(side):
    """`openssl s_server` for side: -rev answers each line reversed
    (reply and echo), -www an HTTP page."""
    ent = side.ent
    args = ["openssl", "s_server", "-accept", "127.0.0.1:0", "-naccept",
            str(side.count), "-msg", "-cert", ent.pem, "-key", ent.key]
    if ent.extra:
        args += ["-cert_chain", ent.extra]
    args += openssl_version_args(side) + openssl_suite_args(side)
    if side.groups:
        args += ["-groups", ":".join(side.groups)]
    if side.ca:
        args += ["-Verify", "5", "-CAfile", side.ca, "-verify_return_error"]
    if side.alpn:
        args += ["-alpn", ",".join(side.alpn)]
    if side.sni:
        alt = side.sni_ent or ent
        args += ["-servername", side.sni, "-cert2", alt.pem, "-key2",
                 alt.key, "-servername_fatal"]
    if side.nonblock:
        args.append("-nbio")
    args.append("-www" if side.mode == "http" else "-rev")
    return args


def openssl_client_cmd(side, port):
    """`openssl s_client` for side (the message comes on stdin)."""
    args = ["openssl", "s_client", "-connect", "%s:%d" % (side.host, port),
            "-msg"] + openssl_version_args(side) + openssl_suite_args(side)
    if side.groups:
        args += ["-groups", ":".join(side.groups + [
            g for g in GROUPS if g not in side.groups and
            not side.groups_only])]
    if side.ca:
        name = side.domain or side.host
        try:
            ipaddress.ip_address(name)
            check = ["-verify_ip", name]
        except ValueError:
            check = ["-verify_hostname", name]
        args += ["-CAfile", side.ca, "-verify_return_error"] + check
    if side.ent:
        args += ["-cert", side.ent.pem, "-key", side.ent.key]
        if side.ent.extra:
            args += ["-cert_chain", side.ent.extra]
    args += ["-servername", side.sni] if side.sni else ["-noservername"]
    if side.alpn:
        args += ["-alpn", ",".join(side.alpn)]
    if side.nonblock:
        args.append("-nbio")
    return args


# --------------------------------------------------------- running --

class Run:
    """The settings of this run: impl, the side under test ("wolf", or
    "openssl" with --self-test), and the timeouts in seconds (a client's
    run, a server's start)."""

    def __init__(self, impl, timeout, start_timeout):
        self.impl, self.timeout, self.start_timeout = impl, timeout, \
            start_timeout


def server_reply(kind, side):
    """What the client must receive from a server of kind."""
    if side.mode == "http":
        return "HTTP/1.1 200 OK" if kind == "wolf" else "HTTP/1.0 200 ok"
    if kind == "wolf":
        return MESSAGE if side.mode == "echo" else WOLF_REPLY
    return MESSAGE[::-1]


def server_closes(kind, side):
    """Does a server of kind close the connection after its answer (or
    wait for the client to)?"""
    return side.mode == "http" or (kind == "wolf" and side.mode == "reply")


def start_server(run, kind, side):
    """(Proc, port or None, parse function)."""
    if kind == "wolf":
        proc = tl.Proc(wolf_server_cmd(side))
        ready, parse = r"^listening on port (\d+)", tl.parse_example
    else:
        proc = tl.Proc(openssl_server_cmd(side))
        ready, parse = r"^ACCEPT .*:(\d+)\s*$", tl.parse_s_server
    m = proc.wait_for(ready, run.start_timeout)
    return proc, int(m.group(1)) if m else None, parse


def run_client(run, kind, side, port, reply, closes):
    """Run one client to its end; (Proc, Outcome)."""
    if kind == "wolf":
        proc = tl.Proc(wolf_client_cmd(side, port))
        proc.finish(run.timeout)
        return proc, tl.parse_example(proc)
    if kind == "curl":
        proc = tl.Proc(["curl", "-sSi", "--max-time", str(run.timeout),
                        "--cacert", side.ca, "--resolve",
                        "localhost:%d:127.0.0.1" % port,
                        "https://localhost:%d/" % port])
        proc.finish(run.timeout + 5)
        return proc, tl.Outcome(ok=proc.proc.returncode == 0,
                                response=proc.out, text=proc.describe())
    # s_client: the message on stdin, kept open until the answer came
    # (closing stdin makes it close the connection)
    proc = tl.Proc(openssl_client_cmd(side, port), stdin="pipe")
    proc.write(HTTP_GET if side.mode == "http" else MESSAGE + "\n")
    if proc.wait_for(re.escape(reply), run.timeout) and closes:
        proc.wait_exit(min(5.0, run.timeout))   # let it see the close
    proc.close_stdin()
    proc.finish(run.timeout)
    return proc, tl.parse_s_client(proc)


def run_case(run, case):
    """Run the case; (ok, detail, log text)."""
    srv_kind = run.impl if case.direction == "server" else "openssl"
    cli_kind = run.impl if case.direction == "client" else case.peer
    reply = server_reply(srv_kind, case.server)
    closes = server_closes(srv_kind, case.server)
    ours = srv_kind == "wolf"
    server, port, parse = start_server(run, srv_kind, case.server)
    clients, log = [], []
    try:
        if port is None:
            server.finish(0)
            o = parse(server)
            return False, "the server did not start listening (%s)" % (
                o.reason or "exit status %s" % server.proc.returncode), \
                server.describe()
        for _ in range(case.connections):
            proc, outcome = run_client(run, cli_kind, case.client, port,
                                       reply, closes)
            clients.append(outcome)
            log.append(proc.describe())
        # ours must finish by itself; OpenSSL's may wait for a client
        # that gave up before connecting
        server.finish(run.timeout if case.expect.ok or ours else 3)
    finally:
        server.kill()
    log.insert(0, server.describe())
    problems = judge(case, clients, parse(server), cli_kind, srv_kind,
                     reply)
    return not problems, "; ".join(problems), "\n".join(log)


def judge(case, clients, srv, cli_kind, srv_kind, reply):
    """The problems of a finished case (an empty list when it passed)."""
    e, problems = case.expect, []
    impl = clients[-1] if case.direction == "client" else srv
    if not e.ok:
        if impl.ok:
            problems.append("the %s succeeded; a failure was expected"
                            % case.direction)
        elif e.errors is not None and impl.error not in e.errors:
            problems.append("the %s failed (%s), expected error %s" % (
                case.direction, impl.brief(),
                " or ".join(tl.error_text(c) for c in sorted(e.errors))))
        if any(c.response and reply in c.response for c in clients):
            problems.append("the client received the answer all the same")
        return problems
    ends = [("client", c, cli_kind) for c in clients] + \
        [("server", srv, srv_kind)]
    for end, o, kind in ends:
        if not o.ok:
            problems.append("%s failed (%s)" % (end, o.brief()))
    if problems:
        return problems
    for end, o, kind in ends:
        if kind == "curl":
            continue
        mine = kind == "wolf"         # our programs must say it all
        for field, want in (("version", e.version), ("suite", e.suite),
                            ("group", e.group), ("alpn", e.alpn)):
            got = getattr(o, field)
            if want is not None and (mine or got is not None) and \
                    got != want:
                problems.append("%s %s %s, expected %s" % (end, field, got,
                                                           want))
    if e.sni is not None and srv.sni != e.sni:
        problems.append("server saw SNI %s, expected %s" % (srv.sni, e.sni))
    if e.client_cn and (srv.peer is None or e.client_cn not in srv.peer):
        problems.append("server saw client certificate %s, expected CN %s"
                        % (srv.peer, e.client_cn))
    hellos = [o.hellos for _, o, _ in ends if o.hellos]
    if e.hrr is not None and hellos and hellos[0] != (2 if e.hrr else 1):
        problems.append("%d hellos: %s HelloRetryRequest" % (
            hellos[0], "no" if e.hrr else "an unexpected"))
    for c in clients:
        if c.response is None or reply not in c.response:
            problems.append("client got %r, expected %r" % (
                (c.response or "")[-200:], reply))
    if srv_kind == "wolf":
        if srv.handshakes != case.connections:
            problems.append("server reported %d handshakes, expected %d" % (
                srv.handshakes, case.connections))
        want = "GET /" if case.server.mode == "http" else MESSAGE
        if case.server.mode != "echo" and (
                len(srv.messages) != case.connections or
                not all(m.startswith(want) for m in srv.messages)):
            problems.append("server received %r, expected %r" % (
                srv.messages, want))
    return problems


# -------------------------------------------------------- features --

def openssl_missing():
    """{need: reason} of what this openssl lacks."""
    missing = {}
    if tl.openssl_version() < (3, 0, 0):
        for g in GROUPS:
            if g.startswith("ffdhe"):
                missing["group:" + g] = "openssl before 3.0 has no ffdhe " \
                    "groups in TLS 1.3"
    if not tl.have_tool("curl"):
        missing["curl"] = "no curl"
    return missing


def memio_missing(table):
    """{need: reason} for the groups and key kinds of table that
    tests/tls/tls_memio --features does not list (empty when it cannot
    run)."""
    binary = os.path.join(tl.build_dir(), "tests", "tls", "tls_memio")
    if not os.path.exists(binary):
        return {}
    proc = tl.Proc(tl.runner() + [binary, "--features"])
    proc.finish(120)
    have = {}
    for line in proc.out.splitlines():
        words = line.split()
        if words:
            have[words[0]] = set(words[1:])
    if proc.proc.returncode != 0 or "groups" not in have or \
            "keys" not in have:
        return {}
    kinds = {"rsa2048": "rsa", "rsa-pss": "rsapss"}
    missing = {}
    for need in table:
        kind, _, name = need.partition(":")
        if kind == "group" and name not in have["groups"]:
            missing[need] = "the TLS layer has no %s (tls_memio " \
                "--features)" % name
        if kind == "key" and kinds.get(name, name) not in have["keys"]:
            missing[need] = "the TLS layer signs with no %s key (tls_memio " \
                "--features)" % name
    return missing


def library_missing():
    """{need: reason} of what the library under test lacks: the suites
    of `client -e` (else wolfssl/options.h), groups and key kinds of
    options.h (a user_settings.h build is taken to have them all)."""
    macros, user = tl.build_macros()
    have = lambda *names: all(n in macros for n in names)  # noqa: E731
    missing = {}
    suites = None
    proc = tl.Proc(tl.example_command("client") + ["-e"])
    proc.finish(60)
    names = [n for n in re.split(r"[:\s]+", proc.out) if n]
    if proc.proc.returncode == 0 and names:
        suites = {tl.suite_canon(n) for n in names}
    else:
        tl.note("client -e listed no suites (exit status %s): suites from "
                "options.h" % proc.proc.returncode)
    if user:
        tl.note("user_settings.h build: every group and key kind assumed")
    table = {
        "suite:" + AES128: have("HAVE_AESGCM"),
        "suite:" + AES256: have("HAVE_AESGCM", "WOLFSSL_AES_256",
                                "WOLFSSL_SHA384"),
        "suite:TLS_CHACHA20_POLY1305_SHA256": have("HAVE_CHACHA",
                                                   "HAVE_POLY1305"),
        "suite:TLS_AES_128_CCM_SHA256": have("HAVE_AESCCM"),
        "suite:TLS_AES_128_CCM_8_SHA256": have("HAVE_AESCCM"),
        "group:X25519": have("HAVE_CURVE25519"),
        "group:X448": have("HAVE_CURVE448"),
        "group:P-256": have("HAVE_ECC"),
        "group:P-384": have("HAVE_ECC384"),
        "group:P-521": have("HAVE_ECC521"),
        "key:p256": have("HAVE_ECC"),
        "key:p384": have("HAVE_ECC384"),
        "key:p521": have("HAVE_ECC521"),
        "key:rsa2048": "NO_RSA" not in macros and have("WC_RSA_PSS"),
        "key:rsa-pss": "NO_RSA" not in macros and have("WC_RSA_PSS"),
        "key:ed25519": have("HAVE_ED25519"),
        "key:ed448": have("HAVE_ED448"),
    }
    for bits in (2048, 3072, 4096):
        table["group:ffdhe%d" % bits] = have("HAVE_FFDHE_%d" % bits)
    for need, present in table.items():
        if suites is not None and need.startswith("suite:"):
            continue
        if not present and not user and macros:
            missing[need] = "the library has no %s (options.h)" % need[
                need.index(":") + 1:]
    # the groups and key kinds the TLS layer itself offers (tls_memio
    # --features; it also tells them in user_settings.h builds)
    missing.update(memio_missing(table))
    if suites is not None:
        tls12 = not all(tl.is_tls13_suite(s) for s in suites)
        for s in SUITES + [s for s, _ in tl.TLS12_SUITES] * tls12:
            if s not in suites:
                missing["suite:" + s] = "client -e does not list " + s
        if not tls12:
            missing["tls12"] = "client -e lists no TLS 1.2 suite"
    else:
        missing["tls12"] = "TLS 1.2 unknown (client -e listed nothing)"
    return missing


def self_test_missing():
    """--self-test: openssl plays our part; what it cannot do."""
    return {"alpn-continue": "openssl s_server has no continue-on-"
                             "mismatch ALPN mode"}


# ------------------------------------------------------------- main --

def parse_args():
    p = argparse.ArgumentParser(
        description="TLS interop: our examples/client and examples/server "
        "against openssl s_server / s_client.")
    p.add_argument("--quick", action="store_true",
                   help="a representative subset (for qemu)")
    p.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1,
                   help="cases run at once (default: CPUs)")
    p.add_argument("--filter", metavar="REGEX",
                   help="only the cases whose name matches")
    p.add_argument("--list", action="store_true",
                   help="list the cases and exit")
    p.add_argument("--keep", action="store_true",
                   help="keep the scratch folder (certificates, logs)")
    p.add_argument("--verbose", action="store_true",
                   help="print a failed case's whole log")
    p.add_argument("--timeout-scale", type=float, default=None,
                   help="timeout multiplier (default 1, 10 under a "
                   "runner)")
    p.add_argument("--self-test", action="store_true",
                   help=argparse.SUPPRESS)
    return p.parse_args()


def select_cases(args, cases):
    # make check under an emulator (WOLFSSL_TEST_RUNNER set): the subset
    if args.quick or os.environ.get("WOLFSSL_TEST_RUNNER", "").strip():
        cases = [c for c in cases if c.quick]
    if args.filter:
        cases = [c for c in cases if re.search(args.filter, c.name)]
    names = [c.name for c in cases]
    dups = {n for n in names if names.count(n) > 1}
    if dups:
        raise RuntimeError("duplicate case names: %s" % sorted(dups))
    return cases


def run_all(args, tally, tmp):
    start = time.time()
    pki = tl.Pki(tmp)
    cases = select_cases(args, all_cases(pki))
    print("%d certificates in %.1f s; %d cases" % (
        pki.count, time.time() - start, len(cases)))
    if args.list:
        for c in cases:
            print(c.name + (" (quick)" if c.quick else ""))
        return
    if args.self_test:
        impl, missing = "openssl", self_test_missing()
    else:
        impl, missing = "wolf", library_missing()
    missing.update(openssl_missing())
    missing = {k: v for k, v in missing.items() if v}
    scale = args.timeout_scale or (10.0 if tl.runner() else 1.0)
    logs = os.path.join(tmp, "logs")
    os.mkdir(logs)
    run = Run(impl, 30 * scale, 20 * scale)
    todo = []
    for case in cases:
        lacking = sorted(n for n in case.needs if n in missing)
        if lacking:
            tally.not_applicable(case.name, "; ".join(
                missing[n] for n in lacking))
        else:
            todo.append(case)
    start = time.time()
    with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as pool:
        futures = [pool.submit(run_case, run, c) for c in todo]
        for case, future in zip(todo, futures):
            try:
                ok, detail, log = future.result()
            except Exception as e:    # a bug of the driver
                ok, detail, log = False, "driver error %s: %s" % (
                    type(e).__name__, e), traceback.format_exc()
            path = os.path.join(logs, re.sub(r"[^\w.=-]+", "_", case.name)
                                + ".log")
            with open(path, "w") as f:
                f.write(log)
            tally.check(ok, case.name, detail)
            if not ok and args.verbose:
                print(log)
    print("%d cases in %.1f s (%d at once, timeouts %.0f s)" % (
        len(todo), time.time() - start, args.jobs, run.timeout))


def main():
    args = parse_args()
    if not tl.have_tool("openssl"):
        print("SKIP: no openssl")
        return tl.SKIP
    if not args.self_test and not args.list:
        for name in ("client", "server"):
            if not os.path.exists(tl.example_path(name)):
                print("SKIP: %s not built (make examples/client "
                      "examples/server)" % tl.example_path(name))
                return tl.SKIP
    tally = tl.xtl.Tally()
    tmp = tempfile.mkdtemp(prefix="tls_interop_")
    try:
        run_all(args, tally, tmp)
    except Exception as e:       # a bug of the test or of openssl
        traceback.print_exc()
        tally.check(False, "test aborted", "%s: %s" % (type(e).__name__, e))
    finally:
        if args.keep:
            tl.note("scratch folder kept: " + tmp)
        else:
            shutil.rmtree(tmp, ignore_errors=True)
    if args.list:
        return 0
    tally.summary()
    return tally.exit_code()


if __name__ == "__main__":
    sys.exit(main())

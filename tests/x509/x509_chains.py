#!/usr/bin/env python3
"""Certificate chains made with the OpenSSL command line, verified by
tests/x509/chain_verify and cross-checked with `openssl verify` and
GnuTLS's `certtool --verify`.

The certificates (x509_certgen.py, in a scratch folder removed at the
end) are chains of 1 to 5 certificates with RSA 2048/3072/4096, RSA-PSS
keys, RSA keys signing with PSS padding, ECDSA P-256/384/521, Ed25519
and SM2 (when this OpenSSL can make SM2 certificates), algorithms mixed
along a chain; and chains that must fail: expired and not yet valid
certificates, a wrong issuer, a flipped signature bit, issuers that are
no CA, pathLenConstraint and nameConstraints violations, a depth limit;
and hostname checks.

Every case's expected verdict is OpenSSL's (`openssl verify -attime T
-CAfile anchors -untrusted intermediates ...`), except the few marked
"by design" where doc/X509.md chooses otherwise (they print OpenSSL's
verdict beside ours).  certtool (GnuTLS 3.7, no --attime: it verifies at
the current time; every certificate here is valid now too, except the
deliberately expired / not yet valid ones, which are so now as well) is
asked too where it can be, and a disagreement with OpenSSL is printed as
a NOTE, not a failure.  Validity: 2020-2040; verification time T =
2025-01-01 for every case unless it says otherwise.

Usage: x509_chains.py
(driver: $WOLFSSL_BUILDDIR/tests/x509/chain_verify, run under
$WOLFSSL_TEST_RUNNER, once for all cases).  Prints "ok CASE" /
"FAIL CASE: ..." and the counts; exits 77 without openssl, 0 when
nothing failed and something passed, else 1.  X509_CHAINS_KEEP=1 keeps
the scratch folder.
"""
import concurrent.futures
import ipaddress
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import traceback

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import x509_certgen as cg  # noqa: E402
import x509_testlib as tl  # noqa: E402

VERIFY_TIME = tl.utc_seconds("20250101000000Z")
NOT_BEFORE, NOT_AFTER = "20200101000000Z", "20400101000000Z"
EXPIRED = ("20200101000000Z", "20210101000000Z")
NOT_YET = ("20390101000000Z", "20400101000000Z")
# certtool verifies at the current time: its verdicts match ours at T
# only while every long-lived certificate is valid, the expired ones
# expired and the future ones not yet valid.
CERTTOOL_CLOCK = (tl.utc_seconds("20210102000000Z"),
                  tl.utc_seconds("20381231000000Z"))
SM2_VFYOPT = ["-vfyopt", "distid:" + cg.SM2_ID]
PARALLEL = 4

CA_EXT = {"basicConstraints": "critical,CA:TRUE",
          "keyUsage": "critical,keyCertSign,cRLSign",
          "subjectKeyIdentifier": "hash",
          "authorityKeyIdentifier": "keyid"}
LEAF_EXT = {"basicConstraints": "critical,CA:FALSE",
            "keyUsage": "critical,digitalSignature",
            "subjectAltName": "DNS:leaf.example.com",
            "subjectKeyIdentifier": "hash",
            "authorityKeyIdentifier": "keyid"}
KEY_TYPES = ["rsa2048", "rsa3072", "rsa4096", "rsa-pss", "rsa-pss-sha256",
             "rsa2048+pss", "p256", "p384", "p521", "ed25519", "sm2"]


def ca_ext(**changes):
    """CA_EXT with some entries changed (see _changed)."""
    return _changed(CA_EXT, changes)


def leaf_ext(**changes):
    """LEAF_EXT with some entries changed (see _changed)."""
    return _changed(LEAF_EXT, changes)


def _changed(base, changes):
    """A copy of the extension dict base with changes: a value replaces
    one, None removes one (OpenSSL 3.0 adds the key identifiers even
    then: "none" leaves them out)."""
    ext = dict(base)
    for name, value in changes.items():
        if value is None:
            ext.pop(name, None)
        else:
            ext[name] = value
    return ext


# ------------------------------------------------------- certificates --

class Builder:
    """Makes the certificates: keys are made once per (kind, slot) and
    reused; a key type "X+pss" is an X key signing with PSS padding."""

    def __init__(self, factory):
        self.f, self.keys, self.count = factory, {}, 0

    def key(self, kind, slot=0):
        """The key of kind ("X+pss": X) for slot, made on first use."""
        kind = kind.split("+")[0]
        if (kind, slot) not in self.keys:
            self.keys[kind, slot] = self.f.key(kind, "%s-%d" % (kind, slot))
        return self.keys[kind, slot]

    def cert(self, label, kind, issuer=None, ext=None, slot=0,
             validity=(NOT_BEFORE, NOT_AFTER), subject=None, **kw):
        """A certificate for key (kind, slot) named after label, signed by
        issuer (self-signed when None) with PSS padding when the signer's
        kind says "+pss"; kw as CertFactory.cert."""
        self.count += 1
        if issuer is not None and "subjectKeyIdentifier" not in \
                (issuer.ext or {}) and ext is not None:
            # OpenSSL cannot make an AKID from an issuer without SKID
            ext = _changed(ext, {"authorityKeyIdentifier": "none"})
        subject = subject or "/O=Chains Test/CN=%s" % slug(label)
        signer_kind = issuer.kind if issuer else kind
        if signer_kind.endswith("+pss"):
            kw["pss"] = True
        cert = self.f.cert(slug(label), subject, self.key(kind, slot),
                           issuer, extensions=ext, not_before=validity[0],
                           not_after=validity[1], **kw)
        cert.kind, cert.subject, cert.ext = kind, subject, ext
        return cert

    def chain(self, label, kinds, leaf=LEAF_EXT, cas=None, validity=None):
        """[root, intermediates..., leaf] of len(kinds) certificates with
        these key kinds (root first; one certificate: a self-signed
        root).  leaf: its extensions (None: a v1 certificate); cas:
        {position: extensions} of the CAs (default CA_EXT); validity:
        {position: (from, to)}."""
        certs, cas, validity = [], cas or {}, validity or {}
        for pos, kind in enumerate(kinds):
            is_leaf = pos == len(kinds) - 1 and pos > 0
            role = "leaf" if is_leaf else "root" if pos == 0 else \
                "int%d" % pos
            ext = leaf if is_leaf else cas.get(pos, CA_EXT)
            certs.append(self.cert(
                "%s %s" % (label, role), kind,
                certs[-1] if certs else None, ext, slot=pos,
                validity=validity.get(pos, (NOT_BEFORE, NOT_AFTER))))
        return certs

    def flipped(self, cert):
        """A copy of cert with one bit of its signature flipped (inside
        RSA s, ECDSA/SM2 s or EdDSA S: 5 octets from the end)."""
        der = bytearray(cert.der)
        sig = cg.der_path(der, cg.cert_paths(der)["sigvalue"])
        der[sig.end - 5] ^= 0x01
        pem = self.f.file(cert.name + "-flipped.pem", cg.der_to_pem(der))
        copy = cg.Cert(cert.name + "-flipped", cert.key, cert.issuer, pem,
                       None, bytes(der))
        copy.kind, copy.subject, copy.ext = cert.kind, cert.subject, \
            cert.ext
        return copy


def slug(label):
    """label made safe for file names, driver lists and -subj."""
    return re.sub(r"[^A-Za-z0-9.-]+", "_", label).strip("_")


def sm2_available(b):
    """Can this OpenSSL make SM2 certificates?  (NOTE when not.)"""
    try:
        b.cert("sm2 probe", "sm2", ext=CA_EXT)
        return True
    except cg.OpensslError as e:
        tl.note("SM2 left out: openssl cannot make SM2 certificates (%s)"
                % str(e).splitlines()[-1][:200])
        return False


# -------------------------------------------------------------- cases --

class Case:
    """One verification: chain (leaf first, then the intermediates in the
    order given), anchors, and options: host (a DNS name or IP literal),
    cn (the CN counts), depth (ours: certificates below the anchor),
    time, openssl_args, certtool (False: not asked), expect (None:
    OpenSSL's verdict; True/False: ours by design, with why)."""

    def __init__(self, name, chain, anchors, host=None, cn=False,
                 depth=None, time=VERIFY_TIME, openssl_args=(),
                 certtool=True, expect=None, why=""):
        self.name, self.chain, self.anchors = name, list(chain), anchors
        self.host, self.cn, self.depth, self.time = host, cn, depth, time
        self.openssl_args, self.certtool = list(openssl_args), certtool
        self.expect, self.why = expect, why
        self.openssl = self.gnutls = None

    @property
    def id(self):
        """The case's id for the driver."""
        return slug(self.name)

    @property
    def is_ip(self):
        """Is host an IP literal?"""
        try:
            ipaddress.ip_address(self.host)
            return True
        except ValueError:
            return False

    @property
    def sm2(self):
        """Is any certificate of the case SM2 (key or signature)?"""
        return any(c.kind == "sm2" or (c.issuer is not None and
                                       c.issuer.kind == "sm2")
                   for c in self.chain + list(self.anchors))

    @property
    def sm2_signed_leaf(self):
        """Is the leaf's signature SM2?"""
        leaf = self.chain[0]
        return (leaf.issuer or leaf).kind == "sm2"

    def line(self):
        """The driver's input line."""
        return tl.case_line(
            self.id,
            ca=[c.pem_path for c in self.anchors],
            chain=[c.pem_path for c in self.chain], time=self.time,
            depth=self.depth, host=self.host, cn=1 if self.cn else None)


class Cases:
    """The list of cases, built by the make_* functions."""

    def __init__(self, builder):
        self.b, self.list, self.ids = builder, [], set()

    def add(self, name, certs, **kw):
        """A case over certs = [root, ..., leaf] (anchor: the root;
        chain: the leaf then the intermediates bottom up)."""
        chain = [certs[-1]] + list(reversed(certs[1:-1]))
        self.add_raw(name, chain, [certs[0]], **kw)

    def add_raw(self, name, chain, anchors, **kw):
        """A case over chain (leaf first) and anchors."""
        case = Case(name, chain, anchors, **kw)
        if case.id in self.ids:
            raise ValueError("two cases called " + case.id)
        self.ids.add(case.id)
        self.list.append(case)


def make_key_type_chains(cases, kinds):
    """Valid chains: each key type as root/intermediate/leaf, each length
    1-5, and mixed algorithms."""
    b = cases.b
    for kind in kinds:
        if kind == "rsa4096":
            continue                # one RSA-4096 key only: used below
        # OpenSSL 3.0's `verify -vfyopt distid:..` sets the SM2 ID of the
        # leaf only, so it can check an SM2 signature on the leaf only.
        length = 2 if kind == "sm2" else 3
        cases.add("key type %s, %d certificates" % (kind, length),
                  b.chain(kind, [kind] * length))
    for length in range(1, 6):
        for kind in ["p256", "rsa2048"]:
            cases.add("%s length %d" % (kind, length),
                      b.chain("%s len%d" % (kind, length), [kind] * length))
    mixes = [["rsa4096", "p384", "ed25519"],
             ["rsa2048", "p256", "ed25519"],
             ["p521", "rsa-pss", "p256"],
             ["ed25519", "rsa3072+pss", "p384", "rsa2048"],
             ["p384", "rsa-pss-sha256", "rsa2048+pss", "p521", "ed25519"],
             ["rsa2048+pss", "p256", "rsa-pss"]]
    if "sm2" in kinds:
        mixes += [["rsa2048", "sm2", "sm2"], ["p256", "sm2"],
                  ["sm2", "p384"]]
    for kinds_ in mixes:
        name = "mixed " + ">".join(kinds_)
        cases.add(name, b.chain(name, kinds_))
    if "sm2" in kinds:
        cases.add("sm2 length 3 (sm2-signed intermediate)",
                  b.chain("sm2 len3b", ["sm2"] * 3), expect=True,
                  why="valid by construction: OpenSSL 3.0 verify cannot "
                      "check an SM2 signature above the leaf")


def make_date_cases(cases):
    """Expired / not yet valid certificates at each position, and the
    edges a minute either side of T."""
    b = cases.b
    for what, pos, validity in [
            ("expired leaf", 2, EXPIRED), ("expired intermediate", 1,
                                           EXPIRED),
            ("expired root", 0, EXPIRED), ("not yet valid leaf", 2,
                                           NOT_YET),
            ("not yet valid intermediate", 1, NOT_YET)]:
        cases.add(what, b.chain(what, ["p256", "rsa2048", "p384"],
                                validity={pos: validity}))
    edge = VERIFY_TIME
    for what, validity in [
            ("leaf expired a minute ago", (NOT_BEFORE, edge - 60)),
            ("leaf expires in a minute", (NOT_BEFORE, edge + 60)),
            ("leaf valid in a minute", (edge + 60, NOT_AFTER)),
            ("leaf valid a minute ago", (edge - 60, NOT_AFTER))]:
        validity = tuple(v if isinstance(v, str) else
                         time.strftime("%Y%m%d%H%M%SZ", time.gmtime(v))
                         for v in validity)
        cases.add(what, b.chain(what, ["p256", "p256"],
                                validity={1: validity}), certtool=False)
    late = ("20200101000000Z", "20600101000000Z")
    certs = b.chain("generalized", ["p256", "ed25519", "rsa2048"],
                    validity={0: late, 1: late, 2: late})
    cases.add("GeneralizedTime dates at T", certs)
    cases.add("GeneralizedTime dates in 2055", certs, certtool=False,
              time=tl.utc_seconds("20550101000000Z"))
    cases.add("GeneralizedTime dates in 2061", certs, certtool=False,
              time=tl.utc_seconds("20610101000000Z"))


def make_signature_cases(cases):
    """A wrong issuer key under the right name, flipped signature bits,
    decoys with the right name."""
    b = cases.b
    root, inter, leaf = b.chain("sig", ["rsa2048", "p256", "ed25519"])
    fake_root = b.cert("sig fake root", "rsa2048", ext=CA_EXT, slot=9,
                       subject=root.subject)
    fake = b.cert("sig wrong issuer", "p256", fake_root, LEAF_EXT, slot=2)
    cases.add_raw("wrong issuer key (AKID)", [fake], [root])
    fake_noakid = b.cert("sig wrong issuer noakid", "p256", fake_root,
                         leaf_ext(authorityKeyIdentifier="none"), slot=2)
    cases.add_raw("wrong issuer key (no AKID)", [fake_noakid], [root])
    cases.add_raw("flipped bit in leaf signature", [b.flipped(leaf), inter],
                  [root])
    cases.add_raw("flipped bit in intermediate signature",
                  [leaf, b.flipped(inter)], [root])
    flipped_root = b.flipped(root)
    cases.add_raw("flipped bit in the anchor's self-signature",
                  [leaf, inter], [flipped_root])
    decoy = b.cert("sig decoy", "p256", root, CA_EXT, slot=8,
                   subject=inter.subject)
    cases.add_raw("decoy intermediate with the same name first",
                  [leaf, decoy, inter], [root])
    cases.add_raw("self-signed leaf not trusted", [b.cert(
        "sig self-signed", "p256", ext=leaf_ext(
            authorityKeyIdentifier="none"))], [root])
    cases.add_raw("leaf without its intermediate", [leaf], [root])
    cases.add_raw("intermediate as anchor (partial chain)", [leaf],
                  [inter], openssl_args=["-partial_chain"])
    cases.add_raw("leaf as anchor", [leaf], [leaf],
                  openssl_args=["-partial_chain"])
    for kind in ["rsa-pss", "p521", "rsa2048+pss"]:
        certs = b.chain("flip " + kind, [kind, kind])
        cases.add_raw("flipped bit in %s signature" % kind,
                      [b.flipped(certs[1])], [certs[0]])


def make_ca_cases(cases):
    """Issuers that are no CA, keyUsage, v1 certificates."""
    b = cases.b
    kinds = ["p256", "p384", "p256"]
    for what, ext, args in [
            ("intermediate CA:FALSE",
             ca_ext(basicConstraints="critical,CA:FALSE"), []),
            ("intermediate without basicConstraints nor keyUsage",
             ca_ext(basicConstraints=None, keyUsage=None), []),
            # OpenSSL accepts a CA without basicConstraints whose keyUsage
            # has keyCertSign unless -x509_strict; doc/X509.md wants cA.
            ("intermediate without basicConstraints, keyCertSign",
             ca_ext(basicConstraints=None), ["-x509_strict"]),
            ("intermediate keyUsage without keyCertSign",
             ca_ext(keyUsage="critical,digitalSignature,cRLSign"), []),
            ("intermediate without keyUsage", ca_ext(keyUsage=None), []),
            ("intermediate basicConstraints not critical",
             ca_ext(basicConstraints="CA:TRUE"), [])]:
        cases.add(what, b.chain(what, kinds, cas={1: ext}),
                  openssl_args=args)
    cases.add("root keyUsage without keyCertSign",
              b.chain("root noku", kinds, cas={
                  0: ca_ext(keyUsage="critical,cRLSign")}))
    cases.add("root CA:FALSE", b.chain("root notca", kinds, cas={
        0: ca_ext(basicConstraints="critical,CA:FALSE")}))
    cases.add("v1 root", b.chain("v1 root", kinds, cas={0: None}))
    cases.add("v1 intermediate", b.chain("v1 int", kinds, cas={1: None}))
    cases.add("leaf with CA:TRUE", b.chain("leaf ca", kinds[:2], leaf=CA_EXT))
    cases.add("v1 leaf", b.chain("v1 leaf", ["p256", "p256"], leaf=None))


def make_pathlen_cases(cases):
    """pathLenConstraint on the root and on intermediates."""
    b = cases.b
    p0, p1 = ca_ext(basicConstraints="critical,CA:TRUE,pathlen:0"), \
        ca_ext(basicConstraints="critical,CA:TRUE,pathlen:1")
    for what, n, cas in [
            ("root pathlen:0, no intermediate", 2, {0: p0}),
            ("root pathlen:0, one intermediate", 3, {0: p0}),
            ("intermediate pathlen:0, sub-intermediate", 4, {1: p0}),
            ("intermediate pathlen:0, leaf", 3, {1: p0}),
            ("root pathlen:1, one intermediate", 3, {0: p1}),
            ("root pathlen:1, two intermediates", 4, {0: p1}),
            ("intermediate pathlen:1, sub-intermediate", 4, {1: p1}),
            ("intermediate pathlen:1, two below", 5, {1: p1}),
            ("root pathlen:1, int pathlen:0", 4, {0: p1, 2: p0})]:
        cases.add(what, b.chain(what, ["p256"] * n, cas=cas))
    # a self-issued intermediate (same name as the root, a new key) does
    # not count against pathLenConstraint
    root = b.cert("pl selfissued root", "p256", ext=p0)
    rollover = b.cert("pl selfissued rollover", "p384", root, CA_EXT,
                      slot=1, subject=root.subject)
    leaf = b.cert("pl selfissued leaf", "p256", rollover, LEAF_EXT, slot=2)
    cases.add("root pathlen:0, self-issued intermediate",
              [root, rollover, leaf])


def make_name_constraint_cases(cases):
    """nameConstraints on an intermediate (or the root): passes and
    violations for DNS, email, IPv4, IPv6, dirName and URI."""
    b = cases.b
    sections = {"dir_ok": {"C": "US", "O": "Good Org"},
                "dir_bad": {"C": "US", "O": "Good Org", "OU": "Bad"}}
    nc = ("critical,permitted;DNS:example.com,permitted;email:example.com,"
          "permitted;IP:192.168.0.0/255.255.0.0,"
          "permitted;IP:2001:db8::/ffff:ffff::,"
          "permitted;dirName:dir_ok,permitted;URI:.example.com,"
          "excluded;DNS:bad.example.com,excluded;email:bad@example.com,"
          "excluded;IP:192.168.66.0/255.255.255.0,"
          "excluded;IP:2001:db8:bad::/ffff:ffff:ffff::,"
          "excluded;dirName:dir_bad")
    good = "/C=US/O=Good Org/CN=leaf"
    root = b.cert("nc root", "p256", ext=CA_EXT)
    inter = b.cert("nc int", "p256", root, ca_ext(nameConstraints=nc),
                   slot=1, subject="/C=US/O=Good Org/CN=nc int",
                   sections=sections)
    for what, subject, san in [
            ("NC pass: all forms", good, "DNS:www.example.com,"
             "email:user@example.com,IP:192.168.1.1,IP:2001:db8::1,"
             "URI:https://www.example.com/x"),
            ("NC pass: DNS the permitted name itself", good,
             "DNS:example.com"),
            ("NC fail: DNS not permitted", good, "DNS:www.example.org"),
            ("NC fail: DNS suffix without a dot", good,
             "DNS:badexample.com"),
            ("NC fail: DNS excluded", good, "DNS:x.bad.example.com"),
            ("NC fail: email not permitted", good, "email:user@other.com"),
            ("NC fail: email excluded", good, "email:bad@example.com"),
            ("NC fail: emailAddress in the DN", good +
             "/emailAddress=user@other.com", "DNS:www.example.com"),
            ("NC pass: emailAddress in the DN", good +
             "/emailAddress=user@example.com", "DNS:www.example.com"),
            ("NC fail: IPv4 not permitted", good, "IP:10.1.1.1"),
            ("NC fail: IPv4 excluded", good, "IP:192.168.66.7"),
            ("NC fail: IPv6 not permitted", good, "IP:2001:db9::1"),
            ("NC fail: IPv6 excluded", good, "IP:2001:db8:bad::1"),
            ("NC fail: dirName not permitted", "/C=US/O=Evil Org/CN=leaf",
             "DNS:www.example.com"),
            ("NC fail: dirName excluded", "/C=US/O=Good Org/OU=Bad/CN=leaf",
             "DNS:www.example.com"),
            ("NC fail: URI not permitted", good,
             "URI:https://www.example.net/x")]:
        leaf = b.cert("nc %s leaf" % what, "p256", inter,
                      leaf_ext(subjectAltName=san), slot=2,
                      subject=subject)
        cases.add(what, [root, inter, leaf])
    # OpenSSL also checks a leaf's CN against DNS constraints when it has
    # no DNS SAN; doc/X509.md's list of constrained names has no CN.
    leaf = b.cert("nc cn leaf", "p256", inter, leaf_ext(
        subjectAltName="IP:192.168.1.1"), slot=2,
        subject="/C=US/O=Good Org/CN=www.example.org")
    cases.add("NC: CN a DNS name outside, no DNS SAN", [root, inter, leaf])
    root_nc = ca_ext(nameConstraints="critical,permitted;DNS:example.com")
    for what, san in [("NC on the root pass", "DNS:a.example.com"),
                      ("NC on the root fail", "DNS:a.example.net")]:
        cases.add(what, b.chain(what, ["p256"] * 3, cas={0: root_nc},
                                leaf=leaf_ext(subjectAltName=san)))


def make_order_cases(cases):
    """Intermediates out of order, extra unrelated certificates, a depth
    limit."""
    b = cases.b
    certs = b.chain("order", ["p256", "p384", "rsa2048", "ed25519", "p256"])
    root, leaf, ints = certs[0], certs[-1], certs[1:-1]
    cases.add_raw("intermediates top down", [leaf] + ints, [root])
    cases.add_raw("intermediates shuffled", [leaf, ints[1], ints[2],
                                             ints[0]], [root])
    other = b.chain("order other", ["p256", "p256", "p256"])
    cases.add_raw("extra unrelated certificates", [
        leaf, other[2], ints[2], other[1], ints[0], other[0], ints[1]],
        [root])
    cases.add_raw("two anchors, the right one second", [leaf] + ints,
                  [other[0], root])
    for depth in [2, 3, 4, 5]:
        # ours: certificates below the anchor; OpenSSL's -verify_depth
        # counts intermediates only
        cases.add_raw("chain of 5, depth=%d" % depth, [leaf] + ints[::-1],
                      [root], depth=depth, certtool=False,
                      openssl_args=["-verify_depth", str(depth - 1)])


def make_host_cases(cases):
    """Hostname and IP address checks of the leaf (the chain valid)."""
    b = cases.b
    leaves = {}

    def leaf(label, san=None, cn="leaf"):
        """A leaf (made once per label) with subjectAltName san (None: no
        SAN) and commonName cn, under one root."""
        if label not in leaves:
            ext = leaf_ext(subjectAltName=san)
            leaves[label] = b.cert("host " + label, "p256", host_root, ext,
                                   slot=1, subject="/O=Host Test/CN=" + cn)
        return leaves[label]

    host_root = b.cert("host root", "p256", ext=CA_EXT)
    by_design = "doc/X509.md: %s"
    for what, label, san, cn, host, kw in [
            ("exact DNS", "exact", "DNS:www.example.com", "leaf",
             "www.example.com", {}),
            ("other DNS", "exact", None, None, "www.example.org", {}),
            ("mixed-case host", "exact", None, None, "WWW.Example.COM", {}),
            ("mixed-case SAN", "mixed", "DNS:Mixed.Example.COM", "leaf",
             "mixed.example.com", {}),
            ("second SAN", "two", "DNS:a.example.net,DNS:b.example.net",
             "leaf", "b.example.net", {}),
            ("wildcard one label", "wild", "DNS:*.example.com", "leaf",
             "a.example.com", {}),
            ("wildcard two labels", "wild", None, None, "a.b.example.com",
             {}),
            ("wildcard base name", "wild", None, None, "example.com", {}),
            ("wildcard *.com", "star-com", "DNS:*.com", "leaf", "a.com", {}),
            ("wildcard not left-most", "mid", "DNS:a.*.example.com",
             "leaf", "a.b.example.com", {}),
            ("partial wildcard", "partial", "DNS:f*.example.com", "leaf",
             "foo.example.com",
             {"expect": False, "why": by_design % "a wildcard is a whole "
              "left-most label (OpenSSL allows f*)"}),
            ("IPv4 SAN", "ip", "IP:192.0.2.1,IP:2001:db8::1", "leaf",
             "192.0.2.1", {}),
            ("IPv4 other", "ip", None, None, "192.0.2.2", {}),
            ("IPv6 SAN", "ip", None, None, "2001:db8::1", {}),
            ("IPv6 SAN, long form", "ip", None, None,
             "2001:0db8:0:0:0:0:0:1", {}),
            ("IPv6 SAN, upper case", "ip", None, None, "2001:DB8::1", {}),
            ("IPv6 other", "ip", None, None, "2001:db8::2", {}),
            ("DNS SAN with the IP's text", "ip-text", "DNS:192.0.2.1",
             "192.0.2.1", "192.0.2.1", {}),
            ("IP SAN, DNS name", "ip", None, None, "www.example.com", {}),
            ("CN only, cn=1", "cn", None, "cn.example.com",
             "cn.example.com", {"cn": True}),
            ("CN only, cn=0", "cn", None, None, "cn.example.com",
             {"expect": False, "why": by_design % "the CN counts only "
              "with cn=1 (OpenSSL uses it when there is no DNS SAN)"}),
            ("CN only, other host", "cn", None, None, "x.example.com",
             {"cn": True}),
            ("CN wildcard, cn=1", "cn-wild", None, "*.example.com",
             "a.example.com", {"cn": True}),
            ("CN ignored beside a DNS SAN", "cn-san", "DNS:san.example.com",
             "cn.example.com", "cn.example.com", {"cn": True}),
            ("CN ignored beside an IP SAN", "cn-ip", "IP:192.0.2.9",
             "cn.example.com", "cn.example.com",
             {"cn": True, "expect": False, "why": by_design % "the CN "
              "counts only when there is no SAN at all (OpenSSL: no DNS "
              "SAN)"})]:
        cert = leaf(label, san, cn)
        cases.add_raw("host " + what, [cert], [host_root], host=host, **kw)


def all_cases(b, sm2):
    """Every Case."""
    cases = Cases(b)
    make_key_type_chains(cases, [k for k in KEY_TYPES
                                 if sm2 or k != "sm2"])
    make_date_cases(cases)
    make_signature_cases(cases)
    make_ca_cases(cases)
    make_pathlen_cases(cases)
    make_name_constraint_cases(cases)
    make_order_cases(cases)
    make_host_cases(cases)
    return cases.list


# ------------------------------------------------------- the verifiers --

def ask_openssl(case, tmp):
    """OpenSSL's Verdict on case."""
    anchors = tl.concat_files([c.pem_path for c in case.anchors],
                              os.path.join(tmp, "anchors-%s.pem" % id(case)))
    args = list(case.openssl_args)
    if case.host is not None:
        args += ["-verify_ip" if case.is_ip else "-verify_hostname",
                 case.host]
    if case.sm2_signed_leaf:
        args += SM2_VFYOPT     # OpenSSL 3.0 sets it on the leaf only
    return tl.openssl_verify(case.chain[0].pem_path, anchors,
                             [c.pem_path for c in case.chain[1:]],
                             attime=case.time, args=args)


def ask_certtool(case, tmp):
    """certtool's Verdict on case (at the current time)."""
    tag = "%d" % id(case)
    anchors = tl.concat_files([c.pem_path for c in case.anchors],
                              os.path.join(tmp, "ct-ca-%s.pem" % tag))
    chain = tl.concat_files([c.pem_path for c in case.chain],
                            os.path.join(tmp, "ct-chain-%s.pem" % tag))
    cmd = ["certtool", "--verify", "--load-ca-certificate", anchors,
           "--infile", chain]
    if case.host is not None:
        cmd += ["--verify-hostname", case.host]
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       universal_newlines=True)
    summary = [line for line in p.stdout.splitlines()
               if line.startswith("Chain verification output:")]
    text = summary[-1].split(":", 1)[1].strip() if summary else \
        (p.stdout + p.stderr).strip()[-200:]
    return tl.Verdict(p.returncode == 0 and "Verified" in text and
                      "Not verified" not in text, None, text)


def certtool_usable():
    """Can certtool be asked (present; the clock inside CERTTOOL_CLOCK)?"""
    if not tl.have_tool("certtool"):
        tl.note("no certtool: OpenSSL alone gives the verdicts")
        return False
    if not CERTTOOL_CLOCK[0] <= time.time() < CERTTOOL_CLOCK[1]:
        tl.note("certtool left out: it verifies at the current time, "
                "outside 2021-2038 where its verdicts would match ours")
        return False
    return True


def gather_verdicts(cases, tmp, with_certtool):
    """Set case.openssl (and case.gnutls where certtool can judge)."""
    def one(case):
        """Both verdicts of one case."""
        case.openssl = ask_openssl(case, tmp)
        if with_certtool and case.certtool and not case.sm2:
            case.gnutls = ask_certtool(case, tmp)
    with concurrent.futures.ThreadPoolExecutor(PARALLEL) as pool:
        list(pool.map(one, cases))


# OpenSSL's verify error -> (our result field, our error code): the
# class our error must be in when OpenSSL names one.
ERROR_CLASS = {
    7: ("chain", tl.ASN_SIG_CONFIRM_E),       # signature failure
    9: ("chain", tl.ASN_BEFORE_DATE_E),       # not yet valid
    10: ("chain", tl.ASN_AFTER_DATE_E),       # expired
    18: ("chain", tl.ASN_SELF_SIGNED_E),      # self-signed leaf
    20: ("chain", tl.ASN_NO_SIGNER_E),        # no local issuer
    22: ("chain", tl.MAX_CHAIN_ERROR),        # chain too long
    25: ("chain", tl.ASN_PATHLEN_SIZE_E),     # path length exceeded
    47: ("chain", tl.ASN_NAME_INVALID_E),     # permitted subtree
    48: ("chain", tl.ASN_NAME_INVALID_E),     # excluded subtree
    62: ("host", tl.DOMAIN_NAME_MISMATCH),    # hostname mismatch
    64: ("host", tl.IPADDR_MISMATCH),         # IP address mismatch
    79: ("chain", tl.ASN_NO_SIGNER_E),        # invalid CA
}


def class_problem(case, result):
    """Why our error is not of the class of OpenSSL's, or ''."""
    want = ERROR_CLASS.get(case.openssl.code)
    if case.expect is not None or want is None:
        return ""
    field, code = want
    got = getattr(result, field)
    if got == code:
        return ""
    return "%s %s where OpenSSL's error wants %s" % (
        field, tl.rc_name(got), tl.rc_name(code))


def judge(tally, case, result):
    """Our verdict against the expected one (OpenSSL's unless by
    design) and, when both fail, our error against OpenSSL's; certtool's
    disagreements are NOTEs."""
    if case.gnutls is not None and case.gnutls.ok != case.openssl.ok:
        tl.note("certtool disagrees on %s: certtool %s, openssl %s"
                % (case.name, case.gnutls, case.openssl))
    if result is None:
        tally.check(False, case.name, "no driver output")
        return
    expect = case.openssl.ok if case.expect is None else case.expect
    ours = result.valid(with_host=case.host is not None)
    problem = "ours %s, expected %s" % (
        "valid" if ours else "invalid", "valid" if expect else "invalid") \
        if ours != expect else "" if ours else class_problem(case, result)
    side = "ours %s; openssl %s" % (result, case.openssl)
    if case.gnutls is not None:
        side += "; certtool %s" % case.gnutls
    if case.expect is not None:
        side += " [by design: %s]" % case.why
    if problem:
        tally.check(False, case.name, "%s (%s)" % (problem, side))
    else:
        tally.check(True, "%s (%s)" % (case.name, side))


def certtool_summary(cases):
    """Print how often certtool was asked and agreed with OpenSSL."""
    asked = [c for c in cases if c.gnutls is not None]
    if asked:
        agreed = sum(c.gnutls.ok == c.openssl.ok for c in asked)
        print("certtool asked on %d of %d cases, agreed with OpenSSL on %d"
              % (len(asked), len(cases), agreed))


def buildable(tally, cases):
    """The cases whose signatures this build can verify; the others are
    listed as not applicable (e.g. Ed25519 or SM2 left out of a
    user_settings.h build)."""
    features = tl.build_features()
    keep = []
    for case in cases:
        missing = sorted({tl.kind_feature((c.issuer or c).kind)
                          for c in case.chain} - features)
        if missing:
            tally.not_applicable(case.name, "signed with %s, which this "
                                 "build leaves out" % ", ".join(missing))
        else:
            keep.append(case)
    return keep


def run_all(tally, tmp):
    """Make the certificates and cases in tmp, ask the verifiers, run the
    driver once and judge every case."""
    start = time.time()
    b = Builder(cg.CertFactory(tmp))
    sm2 = sm2_available(b)
    cases = all_cases(b, sm2)
    print("%d certificates, %d cases made in %.1f s" % (
        b.count, len(cases), time.time() - start))
    start = time.time()
    gather_verdicts(cases, tmp, certtool_usable())
    print("openssl/certtool verdicts in %.1f s" % (time.time() - start))
    cases = buildable(tally, cases)
    results = tl.run_chain_verify([c.line() for c in cases])
    for case in cases:
        judge(tally, case, results.get(case.id))
    certtool_summary(cases)


def main():
    """Run everything in a scratch folder; the exit status."""
    if not tl.have_tool("openssl"):
        print("SKIP: no openssl")
        return tl.SKIP
    tally = tl.Tally()
    tmp = tempfile.mkdtemp(prefix="x509_chains_")
    try:
        run_all(tally, tmp)
    except Exception as e:       # a bug of the test, openssl or a crash
        traceback.print_exc()
        tally.check(False, "test aborted", "%s: %s" % (type(e).__name__, e))
    finally:
        if os.environ.get("X509_CHAINS_KEEP"):
            tl.note("scratch folder kept: " + tmp)
        else:
            shutil.rmtree(tmp, ignore_errors=True)
    tally.summary()
    return tally.exit_code()


if __name__ == "__main__":
    sys.exit(main())

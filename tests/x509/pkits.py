#!/usr/bin/env python3
"""NIST PKITS (Public Key Interoperability Test Suite) path validation
tests through tests/x509/chain_verify, cross-checked with OpenSSL.

The data comes from the cryptography_vectors Python package (Debian's
python3-cryptography-vectors): x509/PKITS_data/certs, DER.  Every file
named Valid*.crt / Invalid*.crt is one test, its verdict in its name.  A
test hands the driver the end-entity certificate and its candidate
intermediates (every PKITS certificate whose subject is an issuer name
reachable from the leaf, names compared after case and space folding;
not the trust anchor nor other end-entity certificates), in a shuffled
order, with ca=TrustAnchorRootCertificate and a fixed verification time.

Not applicable (printed "n/a NAME: reason", not counted as passed):
tests of sections that need CRLs (4.4 revocation, 4.14 distribution
points, 4.15 delta-CRLs), certificate policies (4.8-4.12) or DSA keys,
and any other test whose verdict OpenSSL, without CRLs and without
policy checking, does not reproduce (those in 4.5 and 4.7 that are
invalid only because of a CRL or a CRL signing key).  Every applicable
test needs our verdict to equal the file name's and OpenSSL's.  The
tests that are not applicable run all the same: neither we nor OpenSSL
(as run here) look at CRLs or policies, so our verdict must still be
OpenSSL's (DSA excepted): a FAIL when not, never counted as passed.

Usage: pkits.py
(driver: $WOLFSSL_BUILDDIR/tests/x509/chain_verify, run under
$WOLFSSL_TEST_RUNNER).  Exits 77 (skip) when the PKITS data is missing
(only then), 0 when every applicable test passed and at least MIN_PASSED
did, else 1.
"""
import concurrent.futures
import glob
import os
import random
import re
import shutil
import sys
import tempfile
import traceback

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import x509_certgen as cg  # noqa: E402
import x509_testlib as tl  # noqa: E402

TRUST_ANCHOR = "TrustAnchorRootCertificate.crt"
# 2015-06-01 00:00:00Z: PKITS's certificates are valid 2010-01-01 to
# 2030-12-31 except the deliberately bad ones (notAfter 2011-01-01 08:30,
# 1999, notBefore 2047).
VERIFY_TIME = tl.utc_seconds("20150601000000Z")
MAX_CANDIDATES = 64
# Every applicable test must pass: 87 of the 203 are applicable with
# OpenSSL 3.0 (sections 4.1-4.3, 4.5-4.7, 4.13, 4.16 less DSA and the
# tests invalid only because of a CRL).
MIN_PASSED = 87
PARALLEL = 4

# PKITS sections by the test name's stem (the name without Valid/Invalid
# and "TestNEE.crt").
SECTIONS = {
    "4.1 signature verification": [
        "CertificatePath", "CASignature", "EESignature", "DSASignatures",
        "DSAParameterInheritance", "DSASignature"],
    "4.2 validity periods": [
        "CAnotBeforeDate", "EEnotBeforeDate", "pre2000UTCnotBeforeDate",
        "GeneralizedTimenotBeforeDate", "CAnotAfterDate", "EEnotAfterDate",
        "pre2000UTCEEnotAfterDate", "GeneralizedTimenotAfterDate"],
    "4.3 name chaining": [
        "NameChaining", "NameChainingOrder", "NameChainingWhitespace",
        "NameChainingCapitalization", "NameUIDs",
        "RFC3280MandatoryAttributeTypes", "RFC3280OptionalAttributeTypes",
        "UTF8StringEncodedNames", "RolloverfromPrintableStringtoUTF8String",
        "UTF8StringCaseInsensitiveMatch"],
    "4.4 basic certificate revocation": [
        "MissingCRL", "RevokedCA", "RevokedEE", "BadCRLSignature",
        "BadCRLIssuerName", "WrongCRL", "TwoCRLs",
        "UnknownCRLEntryExtension", "UnknownCRLExtension",
        "OldCRLnextUpdate", "pre2000CRLnextUpdate",
        "GeneralizedTimeCRLnextUpdate", "NegativeSerialNumber",
        "LongSerialNumber", "SeparateCertificateandCRLKeys"],
    "4.5 self-issued certificates": [
        "BasicSelfIssuedOldWithNew", "BasicSelfIssuedNewWithOld",
        "BasicSelfIssuedCRLSigningKey"],
    "4.6 basic constraints": [
        "MissingbasicConstraints", "cAFalse", "basicConstraintsNotCritical",
        "pathLenConstraint", "SelfIssuedpathLenConstraint"],
    "4.7 key usage": [
        "keyUsageCriticalkeyCertSignFalse",
        "keyUsageNotCriticalkeyCertSignFalse", "keyUsageNotCritical",
        "keyUsageCriticalcRLSignFalse", "keyUsageNotCriticalcRLSignFalse"],
    "4.8 certificate policies": [
        "AllCertificatesSamePolicies", "AllCertificatesNoPolicies",
        "DifferentPolicies", "OverlappingPolicies", "PolicyLinking",
        "AllCertificatesanyPolicy", "UserNoticeQualifier",
        "CPSPointerQualifier", "AnyPolicy"],
    "4.9 require explicit policy": [
        "requireExplicitPolicy", "SelfIssuedrequireExplicitPolicy"],
    "4.10 policy mappings": [
        "PolicyMapping", "MappingFromanyPolicy", "MappingToanyPolicy"],
    "4.11 inhibit policy mapping": [
        "inhibitPolicyMapping", "SelfIssuedinhibitPolicyMapping"],
    "4.12 inhibit any policy": [
        "inhibitAnyPolicy", "SelfIssuedinhibitAnyPolicy"],
    "4.13 name constraints": [
        "DNnameConstraints", "RFC822nameConstraints",
        "DNandRFC822nameConstraints", "DNSnameConstraints",
        "URInameConstraints"],
    "4.14 distribution points": [
        "distributionPoint", "NoissuingDistributionPoint",
        "onlyContainsUserCerts", "onlyContainsCACerts",
        "onlyContainsAttributeCerts", "onlySomeReasons",
        "IDPwithindirectCRL", "cRLIssuer"],
    "4.15 delta-CRLs": ["deltaCRLIndicatorNoBase", "deltaCRL"],
    "4.16 private certificate extensions": [
        "UnknownNotCriticalCertificateExtension",
        "UnknownCriticalCertificateExtension"],
}
SECTION_OF = {stem: sec for sec, stems in SECTIONS.items() for stem in stems}
# Sections out of scope: no CRL, OCSP or policy processing here.
NOT_APPLICABLE = {
    "4.4": "needs CRLs (revocation)",
    "4.8": "needs certificate policy processing",
    "4.9": "needs certificate policy processing (requireExplicitPolicy)",
    "4.10": "needs certificate policy processing (policy mappings)",
    "4.11": "needs certificate policy processing (inhibitPolicyMapping)",
    "4.12": "needs certificate policy processing (inhibitAnyPolicy)",
    "4.14": "needs CRLs (distribution points)",
    "4.15": "needs CRLs (delta-CRLs)",
}
# policyMappings, policyConstraints, inhibitAnyPolicy (every PKITS
# certificate has certificatePolicies).
POLICY_EXTENSIONS = {"2.5.29.33", "2.5.29.36", "2.5.29.54"}
TEST_NAME_RE = re.compile(r"(Valid|Invalid)(.+?)Test(\d+)EE\.crt$")

# String types of attribute values, and their codecs.
STRING_CODECS = {0x0c: "utf-8", 0x13: "latin-1", 0x14: "latin-1",
                 0x16: "latin-1", 0x1a: "latin-1", 0x1e: "utf-16-be",
                 0x1c: "utf-32-be"}


# ------------------------------------------------------------- data --

def find_pkits():
    """The PKITS_data directory of cryptography_vectors, or None."""
    root = tl.find_cryptography_vectors()
    if root is None:
        return None
    path = os.path.join(root, "x509", "PKITS_data")
    if os.path.isfile(os.path.join(path, "certs", TRUST_ANCHOR)):
        return path
    return None


def name_key(der, item):
    """A comparable form of the Name TLV item: per RDN the sorted
    (attribute OID, value) pairs, string values decoded, ASCII-lowercased
    and with runs of spaces folded (the string type ignored)."""
    rdns = []
    for rdn in cg.der_children(der, item):
        atvs = []
        for atv in cg.der_children(der, rdn):
            oid, value = cg.der_children(der, atv)[:2]
            content = cg.der_content(der, value)
            codec = STRING_CODECS.get(value.tag)
            if codec:
                text = content.decode(codec, "replace")
                text = " ".join(text.split()).lower()
                content = text.encode("utf-8")
            atvs.append((cg.der_content(der, oid), content))
        rdns.append(tuple(sorted(atvs)))
    return tuple(rdns)


def extension_oids(der):
    """The dotted OIDs of the certificate's extensions."""
    paths = cg.cert_paths(der)
    if "extensions" not in paths:
        return set()
    exts = cg.der_path(der, paths["extensions"])
    return {cg.oid_decode(cg.der_content(der, cg.der_children(der, e)[0]))
            for e in cg.der_children(der, exts)}


class PkitsCert:
    """One PKITS certificate file: name, path, der, subject and issuer
    (name_key forms)."""

    def __init__(self, path):
        self.name, self.path = os.path.basename(path), path
        with open(path, "rb") as f:
            self.der = f.read()
        paths = cg.cert_paths(self.der)
        self.subject = name_key(self.der, cg.der_path(self.der,
                                                      paths["subject"]))
        self.issuer = name_key(self.der, cg.der_path(self.der,
                                                     paths["issuer"]))

    @property
    def is_ee(self):
        """Does the file name say end entity?"""
        return self.name.endswith("EE.crt")


def load_certs(certs_dir):
    """{file name: PkitsCert} of every .crt file."""
    return {os.path.basename(p): PkitsCert(p)
            for p in sorted(glob.glob(os.path.join(certs_dir, "*.crt")))}


def candidates(leaf, pool):
    """The certificates of pool (a list) whose subject is an issuer name
    reachable from leaf through them, sorted by file name; at most
    MAX_CANDIDATES (the first found, breadth first)."""
    found, wanted, done = [], [leaf.issuer], set()
    while wanted and len(found) < MAX_CANDIDATES:
        name = wanted.pop(0)
        if name in done:
            continue
        done.add(name)
        for cert in pool:
            if cert.subject == name and cert not in found:
                found.append(cert)
                wanted.append(cert.issuer)
    return sorted(found[:MAX_CANDIDATES], key=lambda c: c.name)


# ------------------------------------------------------------ tests --

class PkitsTest:
    """One Valid*/Invalid* test: name (without .crt), leaf, section,
    expect_valid, chain (leaf and shuffled candidates), openssl (Verdict)
    and na (the reason when not applicable)."""

    def __init__(self, leaf, section, expect_valid, chain):
        self.name = leaf.name[:-4]
        self.leaf, self.section, self.expect_valid = leaf, section, \
            expect_valid
        self.chain, self.openssl, self.na = chain, None, None

    def describe_expect(self):
        """'valid' or 'invalid', as the file name says."""
        return "valid" if self.expect_valid else "invalid"


def make_tests(certs, tally):
    """The PkitsTests, from the file names; unknown names FAIL."""
    pool = [c for c in certs.values()
            if c.name != TRUST_ANCHOR and not c.is_ee]
    tests = []
    for name in sorted(certs):
        m = TEST_NAME_RE.match(name)
        if not m:
            continue
        section = SECTION_OF.get(m.group(2))
        if section is None:
            tally.check(False, name, "test name of no known PKITS section")
            continue
        leaf = certs[name]
        chain = candidates(leaf, pool)
        random.Random(name).shuffle(chain)
        tests.append(PkitsTest(leaf, section, m.group(1) == "Valid",
                               [leaf] + chain))
    return tests


class PemCache:
    """PEM copies of DER certificate files, in a folder (the same bytes
    `openssl x509 -inform DER` writes, without an openssl run each)."""

    def __init__(self, folder):
        self.dir, self.paths = folder, {}

    def get(self, cert):
        """The PEM path of the PkitsCert cert (written on first use)."""
        if cert.name not in self.paths:
            path = os.path.join(self.dir, cert.name[:-4] + ".pem")
            with open(path, "wb") as f:
                f.write(cg.der_to_pem(cert.der))
            self.paths[cert.name] = path
        return self.paths[cert.name]


def ask_openssl(test, anchor_pem, pems):
    """OpenSSL's verdict for test, without CRLs or policy checks."""
    return tl.openssl_verify(pems.get(test.leaf), anchor_pem,
                             [pems.get(c) for c in test.chain[1:]],
                             attime=VERIFY_TIME)


def classify(test):
    """Set test.na to why it cannot be judged here, or leave it None."""
    number = test.section.split()[0]
    if "DSA" in test.name:
        test.na = "%s: DSA keys (not supported)" % test.section
    elif number in NOT_APPLICABLE:
        test.na = "%s: %s" % (test.section, NOT_APPLICABLE[number])
    elif test.openssl.ok != test.expect_valid:
        policies = any(extension_oids(c.der) & POLICY_EXTENSIONS
                       for c in test.chain)
        test.na = "%s: verdict depends on %s (expected %s, OpenSSL " \
            "without CRLs and policies: %s)" % (
                test.section, "certificate policies" if policies else
                "CRLs", test.describe_expect(), test.openssl)


def judge(tally, test, result):
    """Compare our result with the expected verdict and OpenSSL's."""
    if result is None:
        tally.check(False, test.name, "no driver output")
        return
    ours = result.valid()
    tally.check(ours == test.expect_valid and ours == test.openssl.ok,
                test.name, "ours %s expected %s, openssl %s" % (
                    result, test.describe_expect(), test.openssl))


def cross_check(tally, test, result):
    """A test that is not applicable: listed with its reason.  Neither we
    nor OpenSSL (as run here) look at CRLs or policies, so our verdicts
    must still agree, DSA excepted (a FAIL otherwise, never a pass)."""
    info = "%s [ours %s, openssl %s]" % (test.na, result, test.openssl)
    if "DSA" in test.name or (result is not None and
                              result.valid() == test.openssl.ok):
        tally.not_applicable(test.name, info)
    else:
        tally.check(False, test.name, "not applicable, but OpenSSL "
                    "without CRLs and policies disagrees: " + info)


def openssl_verdicts(tests, anchor, pems):
    """Set each test's openssl Verdict (a few openssl runs at a time)."""
    anchor_pem = pems.get(anchor)
    for test in tests:
        for cert in test.chain:
            pems.get(cert)
    with concurrent.futures.ThreadPoolExecutor(PARALLEL) as pool:
        verdicts = pool.map(lambda t: ask_openssl(t, anchor_pem, pems),
                            tests)
        for test, verdict in zip(tests, verdicts):
            test.openssl = verdict


def run_all(tally, data, tmp):
    """Build the tests from the PKITS data folder, ask OpenSSL (PEM
    copies in tmp), run the driver once and judge every test."""
    certs = load_certs(os.path.join(data, "certs"))
    anchor = certs[TRUST_ANCHOR]
    tests = make_tests(certs, tally)
    openssl_verdicts(tests, anchor, PemCache(tmp))
    for test in tests:
        classify(test)
    results = tl.run_chain_verify([
        tl.case_line(t.name, ca=anchor.path, chain=[c.path for c in t.chain],
                     time=VERIFY_TIME) for t in tests])
    for test in tests:
        if test.na is None:
            judge(tally, test, results.get(test.name))
    for test in tests:
        if test.na is not None:
            cross_check(tally, test, results.get(test.name))
    applicable = sum(t.na is None for t in tests)
    print("%d PKITS tests: %d applicable, %d not applicable"
          % (len(tests), applicable, len(tests) - applicable))


def main():
    """Run everything in a scratch folder; the exit status."""
    data = find_pkits()
    if data is None:
        print("SKIP: no PKITS data (python3-cryptography-vectors)")
        return tl.SKIP
    if not tl.have_tool("openssl"):
        print("FAIL: no openssl (needed to classify the tests)")
        return 1
    tally = tl.Tally()
    tmp = tempfile.mkdtemp(prefix="pkits_")
    try:
        run_all(tally, data, tmp)
    except Exception as e:       # a bug of the test, or a driver crash
        traceback.print_exc()
        tally.check(False, "test aborted", "%s: %s" % (type(e).__name__, e))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    tally.summary()
    return tally.exit_code(MIN_PASSED)


if __name__ == "__main__":
    sys.exit(main())

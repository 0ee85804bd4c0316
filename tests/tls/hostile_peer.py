#!/usr/bin/env python3
"""hostile_peer.py -- a scripted, misbehaving TLS 1.3 peer against our
example client (and server): every case drives our side into one negative
path of RFC 8446 and checks that

  (a) it fails with upstream's error code (the example programs print
      "<call> failed: error <code>, <text>" and exit 1; doc/TLS.md has the
      table of the codes we promise),
  (b) it sends the RFC's alert (read back here: plaintext, or decrypted
      with the handshake or application keys this peer derived),
  (c) it neither crashes nor hangs nor leaks (timeouts; sanitizer reports
      of an ASan build; --valgrind on the host).

The peer is one small TLS 1.3 engine written here with python3-cryptography
(records, handshake framing, the key schedule of RFC 8446 7.1, checked
against the RFC 8448 simple 1-RTT trace before any case runs) whose
messages each case builds, mutates, reorders or withholds.  Our client
connects to the peer (it plays the server); for the server cases the peer
plays a client against examples/server.

A case that our side answers differently than doc/TLS.md and the RFC
require, and that src/ has not fixed yet, is listed in KNOWN_MISMATCHES
below: it is reported as "xfail" and does not fail the run; a listed case
that passes fails the run until it is taken off the list.

Usage: hostile_peer.py [--quick] [--valgrind] [-j N] [-k TEXT] [-v]
                       [--list] [--self-test]
  The programs are $WOLFSSL_BUILDDIR/examples/client and server, run
  under $WOLFSSL_TEST_RUNNER as tls_testlib.py finds it.  --quick (or
  QUICK=1): a case or two of each kind; -j: cases at a time (default
  twice the CPUs, at most 8); -k: the cases whose name contains TEXT; -v:
  each case's program output; --list: the case names; --self-test: only
  the key schedule against RFC 8448; --valgrind: the programs under
  valgrind (host builds without sanitizers; ignored otherwise).  Exit
  status 0 when nothing failed, 77 when the example programs are not
  built.
"""
import hmac
import os
import random
import re
import socket
import struct
import sys
import tempfile
import time
import traceback
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import tls_testlib as tl  # noqa: E402
import tls_pki  # noqa: E402
from x509_testlib import Tally  # noqa: E402

from cryptography import x509  # noqa: E402
from cryptography.exceptions import InvalidTag  # noqa: E402
from cryptography.hazmat.primitives import hashes, serialization  # noqa: E402
from cryptography.hazmat.primitives.asymmetric import (  # noqa: E402
    ec, ed25519, padding, rsa, x25519)
from cryptography.hazmat.primitives.ciphers.aead import (  # noqa: E402
    AESCCM, AESGCM, ChaCha20Poly1305)
from cryptography.hazmat.primitives.kdf.hkdf import HKDFExpand  # noqa: E402

# ------------------------------------------------------ known mismatches --

# Cases where our side currently differs from doc/TLS.md and RFC 8446:
# name -> what is required and what we get.  Expected failures until src/
# is fixed; remove an entry once its case passes.  (The eight this test
# found first, unsolicited-but-offered extensions in ServerHello,
# malformed ALPN and server_name answers, CertificateEntry extensions, a
# record shorter than its tag, KeyUpdate's request_update, were fixed in
# cc60a12.)
KNOWN_MISMATCHES = {
    # "client: <case name>": "<what RFC 8446 / doc/TLS.md want; what we
    #                          do>",
}

# ------------------------------------------------------------ constants --

# wolfSSL error codes (wolfssl/error-ssl.h, wolfcrypt/error-crypt.h)
ASN_BEFORE_DATE_E = -150
ASN_AFTER_DATE_E = -151
ASN_SIG_CONFIRM_E = -155
ASN_NO_SIGNER_E = -188
VERIFY_FINISHED_ERROR = -304
VERIFY_MAC_ERROR = -305
PARSE_ERROR = -306
UNKNOWN_RECORD_TYPE = -311
FATAL_ERROR = -313
DOMAIN_NAME_MISMATCH = -322
IPADDR_MISMATCH = -325
VERSION_ERROR = -326
BUFFER_ERROR = -328
VERIFY_SIGN_ERROR = -330
LENGTH_ERROR = -341
NO_PEER_CERT = -345
MAX_CHAIN_ERROR = -368
OUT_OF_ORDER_E = -373
EXTKEYUSE_AUTH_E = -386
SANITY_MSG_E = -394
DUPLICATE_MSG_E = -395
SOCKET_PEER_CLOSED_E = -397
HANDSHAKE_SIZE_ERROR = -404
UNKNOWN_ALPN_PROTOCOL_NAME_E = -405
INVALID_CERT_CTX_E = -420
BAD_KEY_SHARE_DATA = -421
EXT_NOT_ALLOWED = -424
INVALID_PARAMETER = -425
EXT_MISSING = -428
UNSUPPORTED_EXTENSION = -429
DUPLICATE_TLS_EXT_E = -457
MATCH_SUITE_ERROR = -501
COMPRESSION_ERROR = -502
KEY_SHARE_ERROR = -503
HRR_COOKIE_ERROR = -505

# alerts (RFC 8446 6)
ALERT_NAMES = {
    0: "close_notify", 10: "unexpected_message", 20: "bad_record_mac",
    22: "record_overflow", 40: "handshake_failure", 42: "bad_certificate",
    43: "unsupported_certificate", 45: "certificate_expired",
    46: "certificate_unknown", 47: "illegal_parameter", 48: "unknown_ca",
    50: "decode_error", 51: "decrypt_error", 70: "protocol_version",
    80: "internal_error", 109: "missing_extension",
    110: "unsupported_extension", 116: "certificate_required",
    120: "no_application_protocol",
}
UNEXPECTED_MESSAGE, BAD_RECORD_MAC, RECORD_OVERFLOW = 10, 20, 22
HANDSHAKE_FAILURE, BAD_CERTIFICATE, CERTIFICATE_EXPIRED = 40, 42, 45
ILLEGAL_PARAMETER, UNKNOWN_CA, DECODE_ERROR, DECRYPT_ERROR = 47, 48, 50, 51
PROTOCOL_VERSION, MISSING_EXTENSION, UNSUPPORTED_EXT = 70, 109, 110
CERTIFICATE_REQUIRED, NO_APPLICATION_PROTOCOL = 116, 120

# the alert each code goes with (doc/TLS.md's table and the record
# layer's codes), for the cases whose exact failure depends on random
# bytes
CODE_ALERT = {
    VERIFY_MAC_ERROR: {BAD_RECORD_MAC}, LENGTH_ERROR: {RECORD_OVERFLOW},
    BUFFER_ERROR: {DECODE_ERROR}, PARSE_ERROR: {DECODE_ERROR},
    OUT_OF_ORDER_E: {UNEXPECTED_MESSAGE}, SANITY_MSG_E: {UNEXPECTED_MESSAGE},
    UNKNOWN_RECORD_TYPE: {UNEXPECTED_MESSAGE},
    HANDSHAKE_SIZE_ERROR: {UNEXPECTED_MESSAGE, DECODE_ERROR},
    VERSION_ERROR: {PROTOCOL_VERSION}, BAD_KEY_SHARE_DATA: {ILLEGAL_PARAMETER},
    INVALID_PARAMETER: {ILLEGAL_PARAMETER},
    UNSUPPORTED_EXTENSION: {UNSUPPORTED_EXT},
    DUPLICATE_TLS_EXT_E: {ILLEGAL_PARAMETER},
    MATCH_SUITE_ERROR: {ILLEGAL_PARAMETER, HANDSHAKE_FAILURE},
}

# record content types, handshake types, extensions
CT_CCS, CT_ALERT, CT_HANDSHAKE, CT_APP = 20, 21, 22, 23
HS_CLIENT_HELLO, HS_SERVER_HELLO, HS_NEW_SESSION_TICKET = 1, 2, 4
HS_ENCRYPTED_EXTENSIONS, HS_CERTIFICATE, HS_CERTIFICATE_REQUEST = 8, 11, 13
HS_CERTIFICATE_VERIFY, HS_FINISHED, HS_KEY_UPDATE = 15, 20, 24
HS_MESSAGE_HASH = 254
EXT_SERVER_NAME, EXT_SUPPORTED_GROUPS, EXT_SIG_ALGS = 0, 10, 13
EXT_ALPN, EXT_SUPPORTED_VERSIONS, EXT_COOKIE, EXT_KEY_SHARE = 16, 43, 44, 51
EXT_PRE_SHARED_KEY, EXT_PSK_MODES = 41, 45
TLS13, TLS12 = 0x0304, 0x0303
X25519, SECP256R1, SECP384R1, SECP521R1 = 0x001d, 0x0017, 0x0018, 0x0019

HRR_RANDOM = bytes.fromhex(
    "cf21ad74e59a6111be1d8c021e65b891c2a211167abb8c5e079e09e2c8a8339c")
DOWNGRADE_TLS12 = b"DOWNGRD\x01"

MAX_PLAINTEXT = 1 << 14

# ------------------------------------------------------- key schedule --

# suite -> (name, AEAD maker, key size, hash, hash size)
SUITES = {
    0x1301: ("TLS_AES_128_GCM_SHA256", AESGCM, 16, hashes.SHA256, 32),
    0x1302: ("TLS_AES_256_GCM_SHA384", AESGCM, 32, hashes.SHA384, 48),
    0x1303: ("TLS_CHACHA20_POLY1305_SHA256", ChaCha20Poly1305, 32,
             hashes.SHA256, 32),
    0x1304: ("TLS_AES_128_CCM_SHA256", AESCCM, 16, hashes.SHA256, 32),
    0x1305: ("TLS_AES_128_CCM_8_SHA256", AESCCM, 16, hashes.SHA256, 32),
}
HASH_NAMES = {hashes.SHA256: "sha256", hashes.SHA384: "sha384"}


def digest(hash_cls, data):
    h = hashes.Hash(hash_cls())
    h.update(data)
    return h.finalize()


def hmac_hash(hash_cls, key, data):
    return hmac.new(key, data, HASH_NAMES[hash_cls]).digest()


def hkdf_extract(hash_cls, salt, ikm):
    return hmac_hash(hash_cls, salt, ikm)


def hkdf_expand_label(hash_cls, secret, label, context, length):
    """HKDF-Expand-Label (RFC 8446 7.1)."""
    full = b"tls13 " + label.encode()
    info = struct.pack(">H", length) + bytes([len(full)]) + full + \
        bytes([len(context)]) + context
    return HKDFExpand(hash_cls(), length, info).derive(secret)


def derive_secret(hash_cls, secret, label, transcript_hash):
    """Derive-Secret with the transcript's hash already computed."""
    return hkdf_expand_label(hash_cls, secret, label, transcript_hash,
                             hash_cls.digest_size)


class KeySchedule:
    """The secrets of one connection for a hash: early (no PSK),
    handshake (from the (EC)DHE secret and the hash of ClientHello..
    ServerHello), master and application (from the hash through the
    server's Finished)."""

    def __init__(self, hash_cls):
        self.h = hash_cls
        n = hash_cls.digest_size
        self.early = hkdf_extract(hash_cls, b"\0" * n, b"\0" * n)
        self.empty = digest(hash_cls, b"")

    def handshake(self, shared, hello_hash):
        derived = derive_secret(self.h, self.early, "derived", self.empty)
        self.hs = hkdf_extract(self.h, derived, shared)
        self.c_hs = derive_secret(self.h, self.hs, "c hs traffic", hello_hash)
        self.s_hs = derive_secret(self.h, self.hs, "s hs traffic", hello_hash)

    def application(self, server_fin_hash):
        n = self.h.digest_size
        derived = derive_secret(self.h, self.hs, "derived", self.empty)
        self.master = hkdf_extract(self.h, derived, b"\0" * n)
        self.c_ap = derive_secret(self.h, self.master, "c ap traffic",
                                  server_fin_hash)
        self.s_ap = derive_secret(self.h, self.master, "s ap traffic",
                                  server_fin_hash)

    def finished(self, base_secret, transcript_hash):
        key = hkdf_expand_label(self.h, base_secret, "finished", b"",
                                self.h.digest_size)
        return hmac_hash(self.h, key, transcript_hash)


def next_traffic_secret(hash_cls, secret):
    """application_traffic_secret_N+1 (RFC 8446 7.2)."""
    return hkdf_expand_label(hash_cls, secret, "traffic upd", b"",
                             hash_cls.digest_size)


class Direction:
    """One direction's record protection: key and IV from a traffic
    secret, the sequence number (RFC 8446 5.2, 5.3)."""

    def __init__(self, suite, secret, name):
        _, maker, key_sz, hash_cls, _ = SUITES[suite]
        self.name = name
        self.secret = secret
        key = hkdf_expand_label(hash_cls, secret, "key", b"", key_sz)
        self.iv = hkdf_expand_label(hash_cls, secret, "iv", b"", 12)
        self.tag = 8 if suite == 0x1305 else 16
        self.aead = maker(key, tag_length=8) if suite == 0x1305 else \
            maker(key)
        self.seq = 0

    def nonce(self, seq):
        n = bytearray(self.iv)
        for i, b in enumerate(struct.pack(">Q", seq)):
            n[4 + i] ^= b
        return bytes(n)

    def seal(self, inner_type, content, pad=0, outer=CT_APP, seq=None,
             length=None):
        """A protected record of content (TLSInnerPlaintext with pad zero
        bytes); outer: the record's type; length: a header length other
        than the true one (a lie)."""
        inner = content + bytes([inner_type]) + b"\0" * pad
        size = len(inner) + self.tag
        hdr = struct.pack(">BHH", outer, 0x0303,
                          size if length is None else length)
        aad = struct.pack(">BHH", outer, 0x0303, size)
        ct = self.aead.encrypt(self.nonce(self.seq if seq is None else seq),
                               inner, aad)
        if seq is None:
            self.seq += 1
        return hdr + ct

    def open(self, hdr, body):
        """(inner type, content) of a protected record, or None when it
        does not authenticate under this key at its sequence number."""
        try:
            inner = self.aead.decrypt(self.nonce(self.seq), body, hdr)
        except (InvalidTag, ValueError):
            return None
        self.seq += 1
        inner = inner.rstrip(b"\0")
        if not inner:
            return (0, b"")
        return inner[-1], inner[:-1]


# --------------------------------------------------- RFC 8448 check --

# RFC 8448 section 3 (simple 1-RTT handshake), values the trace shows
RFC8448 = {
    "shared": "8bd4054fb55b9d63fdfbacf9f04b9f0d35e6d63f537563efd46272900f"
              "89492d",
    "hello_hash": "860c06edc07858ee8e78f0e7428c58edd6b43f2ca3e6e95f02ed063c"
                  "f0e1cad8",
    "early": "33ad0a1c607ec03b09e6cd9893680ce210adf300aa1f2660e1b22e10f170"
             "f92a",
    "handshake": "1dc826e93606aa6fdc0aadc12f741b01046aa6b99f691ed221a9f0ca"
                 "043fbeac",
    "c_hs": "b3eddb126e067f35a780b3abf45e2d8f3b1a950738f52e9600746a0e27a55a"
            "21",
    "s_hs": "b67b7d690cc16c4e75e54213cb2d37b4e9c912bcded9105d42befd59d391ad"
            "38",
    "s_hs_key": "3fce516009c21727d0f2e4e86ee403bc",
    "s_hs_iv": "5d313eb2671276ee13000b30",
    "c_hs_key": "dbfaa693d1762c5b666af5d950258d01",
    "c_hs_iv": "5bd3c71b836e0b76bb73265f",
    "server_fin_hash": "9608102a0f1ccc6db6250b7b7e417b1a000eaada3daae4777a"
                       "7686c9ff83df13",
    "master": "18df06843d13a08bf2a449844c5f8a478001bc4d4c627984d5a41da8d040"
              "2919",
    "c_ap": "9e40646ce79a7f9dc05af8889bce6552875afa0b06df0087f792ebb7c17504"
            "a5",
    "s_ap": "a11af9f05531f856ad47116b45a950328204b4f44bfb6b3a4b4f1f3fcb6316"
            "43",
    # the client's Finished message and its record (handshake keys, seq 0)
    "c_fin": "14000020a8ec436d677634ae525ac1fcebe11a039ec17694fac6e98527b6"
             "42f2edd5ce61",
    "c_fin_record": "170303003575ec4dc238cce60b298044a71e219c56cc77b0517fe9"
                    "b93c7a4bfc44d87f38f80338ac98fc46deb384bd1caeacab6867d7"
                    "26c40546",
}


def rfc8448_self_test():
    """[] when the key schedule and record protection reproduce the
    RFC 8448 trace, else what differs."""
    v = {k: bytes.fromhex(x) for k, x in RFC8448.items()}
    ks = KeySchedule(hashes.SHA256)
    ks.handshake(v["shared"], v["hello_hash"])
    ks.application(v["server_fin_hash"])
    got = {"early": ks.early, "handshake": ks.hs, "c_hs": ks.c_hs,
           "s_hs": ks.s_hs, "master": ks.master, "c_ap": ks.c_ap,
           "s_ap": ks.s_ap}
    for name, secret in (("s_hs", ks.s_hs), ("c_hs", ks.c_hs)):
        got[name + "_key"] = hkdf_expand_label(hashes.SHA256, secret, "key",
                                               b"", 16)
        got[name + "_iv"] = hkdf_expand_label(hashes.SHA256, secret, "iv",
                                              b"", 12)
    got["c_fin"] = b"\x14\x00\x00\x20" + ks.finished(ks.c_hs,
                                                     v["server_fin_hash"])
    d = Direction(0x1301, ks.c_hs, "c_hs")
    got["c_fin_record"] = d.seal(CT_HANDSHAKE, v["c_fin"])
    opened = Direction(0x1301, ks.c_hs, "c_hs").open(
        v["c_fin_record"][:5], v["c_fin_record"][5:])
    bad = [k for k, x in got.items() if x != v[k]]
    if opened != (CT_HANDSHAKE, v["c_fin"]):
        bad.append("open(c_fin_record)")
    return bad


# ------------------------------------------------------------ encoding --

def u8(n):
    return bytes([n])


def u16(n):
    return struct.pack(">H", n)


def u24(n):
    return struct.pack(">I", n)[1:]


def vec(n, data):
    """data with its n-byte length."""
    return {1: u8, 2: u16, 3: u24}[n](len(data)) + data


def hs_msg(hs_type, body, length=None):
    """A handshake message (length: a header length that lies)."""
    return u8(hs_type) + u24(len(body) if length is None else length) + body


def ext(ext_type, data):
    return u16(ext_type) + vec(2, data)


def exts(items):
    """An extensions block from (type, data) pairs (repeats allowed)."""
    return vec(2, b"".join(ext(t, d) for t, d in items))


def record(ctype, body, version=0x0303, length=None):
    return struct.pack(">BHH", ctype, version,
                       len(body) if length is None else length) + body


class Reader:
    """Parses what a peer sent; raises ValueError on short data."""

    def __init__(self, data):
        self.d, self.i = data, 0

    def take(self, n):
        if self.i + n > len(self.d):
            raise ValueError("short message")
        out = self.d[self.i:self.i + n]
        self.i += n
        return out

    def num(self, n):
        return int.from_bytes(self.take(n), "big")

    def vec(self, n):
        return self.take(self.num(n))

    def done(self):
        return self.i == len(self.d)


def parse_exts(data):
    """[(type, data)] of an extensions block's content."""
    r, out = Reader(data), []
    while not r.done():
        t = r.num(2)
        out.append((t, r.vec(2)))
    return out


# ------------------------------------------------------ key exchange --

class KeyShare:
    """An ephemeral key of a group: pub (the KeyShareEntry's
    key_exchange bytes), shared(peer_pub)."""

    CURVES = {SECP256R1: ec.SECP256R1, SECP384R1: ec.SECP384R1,
              SECP521R1: ec.SECP521R1}
    GROUPS = (X25519, SECP256R1, SECP384R1, SECP521R1)

    def __init__(self, group):
        self.group = group
        if group == X25519:
            self.priv = x25519.X25519PrivateKey.generate()
            self.pub = self.priv.public_key().public_bytes(
                serialization.Encoding.Raw, serialization.PublicFormat.Raw)
        elif group in self.CURVES:
            self.priv = ec.generate_private_key(self.CURVES[group]())
            self.pub = self.priv.public_key().public_bytes(
                serialization.Encoding.X962,
                serialization.PublicFormat.UncompressedPoint)
        else:
            raise ValueError("group 0x%04x not supported here" % group)

    def shared(self, peer):
        if self.group == X25519:
            return self.priv.exchange(
                x25519.X25519PublicKey.from_public_bytes(peer))
        pub = ec.EllipticCurvePublicKey.from_encoded_point(
            self.CURVES[self.group](), peer)
        return self.priv.exchange(ec.ECDH(), pub)


# -------------------------------------------------------- signatures --

def sign_scheme(key):
    """The TLS 1.3 signature scheme a private key signs with."""
    if isinstance(key, ed25519.Ed25519PrivateKey):
        return 0x0807
    if isinstance(key, rsa.RSAPrivateKey):
        return 0x0804
    return {256: 0x0403, 384: 0x0503, 521: 0x0603}[key.curve.key_size]


def sign(key, scheme, data):
    if scheme == 0x0807:
        return key.sign(data)
    if scheme in (0x0804, 0x0805, 0x0806):
        h = {0x0804: hashes.SHA256, 0x0805: hashes.SHA384,
             0x0806: hashes.SHA512}[scheme]()
        return key.sign(data, padding.PSS(padding.MGF1(h), h.digest_size), h)
    if scheme == 0x0401:
        return key.sign(data, padding.PKCS1v15(), hashes.SHA256())
    h = {0x0403: hashes.SHA256, 0x0503: hashes.SHA384,
         0x0603: hashes.SHA512}[scheme]()
    return key.sign(data, ec.ECDSA(h))


def cv_content(server, transcript_hash):
    """What CertificateVerify signs (RFC 8446 4.4.3)."""
    label = b"TLS 1.3, server CertificateVerify" if server else \
        b"TLS 1.3, client CertificateVerify"
    return b"\x20" * 64 + label + b"\0" + transcript_hash


def load_chain(path):
    """The DER certificates of a PEM file, in order."""
    with open(path, "rb") as f:
        return [c.public_bytes(serialization.Encoding.DER)
                for c in x509.load_pem_x509_certificates(f.read())]


def load_key(path):
    with open(path, "rb") as f:
        return serialization.load_pem_private_key(f.read(), None)


def corrupt_cert_signature(der):
    """der with the last byte of its signature changed (still DER: the
    last byte of an ECDSA signature is inside the s INTEGER)."""
    return der[:-1] + bytes([der[-1] ^ 0x01])


# ------------------------------------------------------------ the wire --

class PeerTimeout(Exception):
    """Our side did not send what the peer waited for in time."""


class CaseNA(Exception):
    """The case cannot be played against this build (it is n/a)."""


class PeerError(Exception):
    """Our side sent something this peer cannot go on with (the case
    cannot be played as scripted)."""


class Wire:
    """Records over a socket with a deadline; sending never raises
    (our side may have closed already: sent_error says so)."""

    def __init__(self, sock, deadline):
        self.sock = sock
        self.deadline = deadline
        self.buf = b""
        self.eof = False
        self.reset = False
        self.sent_error = None

    def send(self, data):
        try:
            self.sock.sendall(data)
        except OSError as e:
            self.sent_error = e

    def _fill(self, n, deadline):
        while len(self.buf) < n and not self.eof:
            left = deadline - time.monotonic()
            if left <= 0:
                raise PeerTimeout("waited %d bytes, got %d" %
                                  (n, len(self.buf)))
            self.sock.settimeout(min(left, 5.0))
            try:
                data = self.sock.recv(65536)
            except socket.timeout:
                continue
            except ConnectionResetError:
                data, self.reset = b"", True
            if not data:
                self.eof = True
            self.buf += data
        return len(self.buf) >= n

    def record(self, deadline=None):
        """(type, header, body) of the next record; None at the end of the
        stream (a partial record at the end too)."""
        deadline = deadline or self.deadline
        if not self._fill(5, deadline):
            return None
        size = struct.unpack(">H", self.buf[3:5])[0]
        if not self._fill(5 + size, deadline):
            return None
        hdr, body = self.buf[:5], self.buf[5:5 + size]
        self.buf = self.buf[5 + size:]
        return hdr[0], hdr, body

    def half_close(self):
        try:
            self.sock.shutdown(socket.SHUT_WR)
        except OSError:
            pass

    def close(self):
        try:
            self.sock.close()
        except OSError:
            pass


class Observed:
    """What our side sent after the fault: alerts [(level, desc)],
    others (descriptions of other records), eof (it closed)."""

    def __init__(self):
        self.alerts = []
        self.via = []           # the protection of each alert
        self.others = []
        self.eof = False
        self.undecryptable = 0

    def first_alert(self):
        return self.alerts[0] if self.alerts else None

    def describe(self):
        parts = ["alert %s (%s)" % (alert_text(a[1], a[0]), v)
                 for a, v in zip(self.alerts, self.via)]
        parts += self.others
        if self.undecryptable:
            parts.append("%d records no key opens" % self.undecryptable)
        parts.append("closed" if self.eof else "still open")
        return ", ".join(parts)


def alert_text(desc, level=2):
    name = ALERT_NAMES.get(desc, "?")
    return "%s(%d)%s" % (name, desc, "" if level == 2 else
                         " level %d" % level)


# ------------------------------------------------------------ the peer --

class Peer:
    """What both roles share: the wire, the transcript, the key schedule,
    the current write protection, the directions our side may write
    with (for reading its alerts), and reading handshake messages."""

    def __init__(self, sock, deadline, pki):
        self.wire = Wire(sock, deadline)
        self.pki = pki
        self.transcript = []
        self.suite = None
        self.ks = None
        self.wr = None          # our write protection (None: plaintext)
        self.rd = None          # the protection we read the other side with
        self.their = []         # directions our side may write with
        self.hsbuf = b""
        self.early_alerts = []  # alerts next_record met

    # transcript
    @property
    def hash_cls(self):
        return SUITES[self.suite][3]

    def th(self):
        return digest(self.hash_cls, b"".join(self.transcript))

    # sending
    def send_raw(self, data):
        self.wire.send(data)

    def send_record(self, ctype, body, **kw):
        self.send_raw(record(ctype, body, **kw))

    def send_hs(self, *msgs, enc=True, add=True, pad=0):
        """Handshake messages in one record, protected when enc and keys
        are on; added to the transcript when add."""
        data = b"".join(msgs)
        if add:
            self.transcript.extend(msgs)
        if enc and self.wr is not None:
            self.send_raw(self.wr.seal(CT_HANDSHAKE, data, pad=pad))
        else:
            self.send_record(CT_HANDSHAKE, data)

    def send_enc(self, inner_type, data, **kw):
        self.send_raw(self.wr.seal(inner_type, data, **kw))

    def send_ccs(self, value=b"\x01"):
        self.send_record(CT_CCS, value)

    def send_alert(self, desc, level=2):
        if self.wr is not None:
            self.send_enc(CT_ALERT, bytes([level, desc]))
        else:
            self.send_record(CT_ALERT, bytes([level, desc]))

    # receiving
    def next_record(self):
        """The next record of the other side, opened: (type, content).
        CCS records are returned as they are; an alert ends the script
        (PeerError)."""
        while True:
            rec = self.wire.record()
            if rec is None:
                raise PeerError("connection closed" +
                                (" (reset)" if self.wire.reset else ""))
            ctype, hdr, body = rec
            if ctype == CT_APP and self.rd is not None:
                opened = self.rd.open(hdr, body)
                if opened is None:
                    raise PeerError("a record of theirs does not "
                                    "authenticate under %s" % self.rd.name)
                ctype, body = opened
            if ctype == CT_ALERT:
                if len(body) == 2:
                    self.early_alerts.append((
                        (body[0], body[1]),
                        self.rd.name if hdr[0] == CT_APP else "plaintext"))
                raise PeerError("their alert %s" % alert_text(
                    body[1] if len(body) > 1 else -1,
                    body[0] if body else 2))
            return ctype, body

    def next_hs(self, want=None):
        """The next handshake message: (type, whole message)."""
        while True:
            if len(self.hsbuf) >= 4:
                n = int.from_bytes(self.hsbuf[1:4], "big")
                if len(self.hsbuf) >= 4 + n:
                    msg, self.hsbuf = self.hsbuf[:4 + n], self.hsbuf[4 + n:]
                    if want is not None and msg[0] != want:
                        raise PeerError("wanted handshake type %d, got %d" %
                                        (want, msg[0]))
                    return msg[0], msg
            ctype, body = self.next_record()
            if ctype == CT_CCS:
                continue
            if ctype != CT_HANDSHAKE:
                raise PeerError("wanted a handshake record, got type %d" %
                                ctype)
            self.hsbuf += body

    def collect(self, grace=None, half_close_after=None):
        """Read what our side sends after a fault: until it closes, an
        alert (then until it closes, briefly), a record that shows it
        went on (decrypted handshake or application data), or the
        deadline.  half_close_after: seconds of silence after which this
        peer shuts its sending side (our side then sees the end of the
        stream)."""
        obs = Observed()
        for alert, via in self.early_alerts:
            obs.alerts.append(alert)
            obs.via.append(via)
        keys = list(self.their)
        deadline = self.wire.deadline
        half_closed = False
        while True:
            limit = deadline
            if half_close_after is not None and not half_closed:
                limit = min(deadline, time.monotonic() + half_close_after)
            try:
                rec = self.wire.record(limit)
            except PeerTimeout:
                if half_close_after is not None and not half_closed and \
                        time.monotonic() < deadline:
                    self.wire.half_close()
                    half_closed = True
                    continue
                break
            if rec is None:
                obs.eof = True
                break
            ctype, hdr, body = rec
            via = "plaintext"
            if ctype == CT_APP:
                for k in keys:
                    opened = k.open(hdr, body)
                    if opened is not None:
                        ctype, body = opened
                        via = k.name
                        break
                else:
                    obs.undecryptable += 1
                    continue
            if ctype == CT_ALERT and len(body) == 2:
                obs.alerts.append((body[0], body[1]))
                obs.via.append(via)
                if body[1] != 0 and not obs.eof:
                    # our side closes right after a fatal alert
                    deadline = min(deadline, time.monotonic() +
                                   (grace or 2.0))
                continue
            if ctype == CT_CCS:
                continue
            obs.others.append("record type %d (%d bytes)" %
                              (ctype, len(body)))
            if not obs.alerts:
                break           # it went on as if nothing was wrong
        return obs

    def close(self):
        self.wire.close()


class HostileServer(Peer):
    """The server our client talks to."""

    def __init__(self, sock, deadline, pki, cert="p256"):
        super().__init__(sock, deadline, pki)
        self.chain = load_chain(pki[cert + "_cert"])
        self.key = load_key(pki[cert + "_key"])
        self.ch = None
        self.kex = None
        self.hrr_sent = False

    # ClientHello
    def read_client_hello(self):
        """Reads and parses the client's (next) ClientHello."""
        _, msg = self.next_hs(HS_CLIENT_HELLO)
        r = Reader(msg[4:])
        ch = {"msg": msg, "legacy": r.num(2), "random": r.take(32),
              "sid": r.vec(1)}
        suites = r.vec(2)
        ch["suites"] = [int.from_bytes(suites[i:i + 2], "big")
                        for i in range(0, len(suites), 2)]
        ch["comp"] = r.vec(1)
        ch["exts"] = dict(parse_exts(r.vec(2)))
        shares = Reader(ch["exts"].get(EXT_KEY_SHARE, b"\0\0")[2:])
        ch["shares"] = {}
        while not shares.done():
            g = shares.num(2)
            ch["shares"][g] = shares.vec(2)
        self.ch = ch
        if self.suite is None:
            self.suite = next((s for s in ch["suites"] if s in SUITES), None)
            if self.suite is None:
                raise PeerError("no TLS 1.3 suite offered")
        self.transcript.append(msg)
        return ch

    # ServerHello
    def sh_msg(self, random_=None, sid=None, suite=None, comp=0,
               legacy=TLS12, ext_list=None, group=None, share=None,
               hrr=False):
        """A ServerHello (HelloRetryRequest when hrr) with the defaults of
        an honest server: echo the session id, supported_versions 1.3,
        key_share of ours for the client's first share's group (the
        group the HRR asked for after one)."""
        if ext_list is None:
            ext_list = [(EXT_SUPPORTED_VERSIONS, u16(TLS13))]
            if hrr:
                ext_list.append((EXT_KEY_SHARE, u16(group)))
            else:
                ext_list.append((EXT_KEY_SHARE, self.key_share_ext(group,
                                                                   share)))
        body = u16(legacy) + (HRR_RANDOM if hrr else
                              (random_ or os.urandom(32)))
        body += vec(1, self.ch["sid"] if sid is None else sid)
        body += u16(self.suite if suite is None else suite) + u8(comp)
        body += exts(ext_list)
        return hs_msg(HS_SERVER_HELLO, body)

    def unshared_group(self, exclude=()):
        """A group the client supports (supported_groups) and sent no
        share of, and this peer has: the one to ask for in a
        HelloRetryRequest."""
        data = self.ch["exts"].get(EXT_SUPPORTED_GROUPS, b"\0\0")[2:]
        for i in range(0, len(data) - 1, 2):
            g = int.from_bytes(data[i:i + 2], "big")
            if g in KeyShare.GROUPS and g not in self.ch["shares"] and \
                    g not in exclude:
                return g
        raise CaseNA("the client supports no other group this peer has")

    def key_share_ext(self, group=None, share=None):
        """Our KeyShareEntry (a new key for group, default the client's
        first share's group); share: other key_exchange bytes."""
        group = group or next(iter(self.ch["shares"]))
        if self.kex is None or self.kex.group != group:
            self.kex = KeyShare(group)
        return u16(group) + vec(2, self.kex.pub if share is None else share)

    def hello(self, ccs=True, **sh_kw):
        """Reads the ClientHello, sends the ServerHello (and a CCS),
        derives the handshake keys and turns protection on."""
        if self.ch is None:
            self.read_client_hello()
        sh = self.sh_msg(**sh_kw)
        self.send_hs(sh, enc=False)
        if ccs:
            self.send_ccs()
        self.start_handshake_keys()

    def start_handshake_keys(self):
        group = self.kex.group
        shared = self.kex.shared(self.ch["shares"][group])
        self.ks = KeySchedule(self.hash_cls)
        self.ks.handshake(shared, self.th())
        self.wr = Direction(self.suite, self.ks.s_hs, "s_hs")
        self.c_hs = Direction(self.suite, self.ks.c_hs, "c_hs")
        self.their = [self.c_hs]

    def hrr(self, group="other", cookie=None, ext_list=None, suite=None,
            read_ch2=True):
        """Sends a HelloRetryRequest for group ("other": one the client
        supports and sent no share of; None: no key_share) with a cookie
        (when given), restarts the transcript (RFC 8446 4.4.1) and reads
        the second ClientHello; returns the group."""
        if self.ch is None:
            self.read_client_hello()
        if group == "other":
            group = self.unshared_group()
        if ext_list is None:
            ext_list = [(EXT_SUPPORTED_VERSIONS, u16(TLS13))]
            if group is not None:
                ext_list.append((EXT_KEY_SHARE, u16(group)))
            if cookie is not None:
                ext_list.append((EXT_COOKIE, vec(2, cookie)))
        msg = self.sh_msg(hrr=True, ext_list=ext_list, suite=suite)
        ch1 = self.transcript.pop()
        self.transcript.append(hs_msg(HS_MESSAGE_HASH,
                                      digest(self.hash_cls, ch1)))
        self.send_hs(msg, enc=False)
        if not self.hrr_sent:
            self.send_ccs()
        self.hrr_sent = True
        if read_ch2:
            self.read_client_hello()
        return group

    # the encrypted flight
    def ee_msg(self, ext_list=()):
        return hs_msg(HS_ENCRYPTED_EXTENSIONS, exts(list(ext_list)))

    def cert_msg(self, chain=None, ctx=b""):
        chain = self.chain if chain is None else chain
        entries = b"".join(vec(3, c) + vec(2, b"") for c in chain)
        return hs_msg(HS_CERTIFICATE, vec(1, ctx) + vec(3, entries))

    def cv_msg(self, key=None, scheme=None, server=True, corrupt=False):
        """CertificateVerify over the transcript so far."""
        key = key or self.key
        scheme = scheme or sign_scheme(key)
        sig = sign(key, scheme, cv_content(server, self.th()))
        if corrupt:
            sig = sig[:8] + bytes([sig[8] ^ 0x40]) + sig[9:]
        return hs_msg(HS_CERTIFICATE_VERIFY, u16(scheme) + vec(2, sig))

    def fin_msg(self, corrupt=False, size=None):
        """The server's Finished over the transcript so far."""
        vd = self.ks.finished(self.ks.s_hs, self.th())
        if corrupt:
            vd = bytes([vd[0] ^ 0x01]) + vd[1:]
        if size is not None:
            vd = vd[:size]
        return hs_msg(HS_FINISHED, vd)

    def start_app_keys(self):
        """After our Finished: the application secrets; our side's next
        records are its Finished (handshake keys), then application
        data."""
        self.ks.application(self.th())
        self.c_ap = Direction(self.suite, self.ks.c_ap, "c_ap")
        self.their = [self.c_hs, self.c_ap]

    def flight(self, ee=None, cert=None, cv=None, fin=None):
        """EncryptedExtensions, Certificate, CertificateVerify and
        Finished, a record each; each argument replaces its message: a
        function of the peer returning the message (None leaves it
        out)."""
        for default, override in ((self.ee_msg, ee), (self.cert_msg, cert),
                                  (self.cv_msg, cv), (self.fin_msg, fin)):
            msg = override(self) if override is not None else default()
            if msg is not None:
                self.send_hs(msg)
        self.start_app_keys()

    def finish_handshake(self):
        """Reads our side's last flight (its Certificate and
        CertificateVerify when asked for, kept in self.client_flight)
        up to its Finished (checked) and switches to the application
        keys."""
        self.rd = self.c_hs
        self.client_flight = []
        while True:
            t, msg = self.next_hs()
            if t == HS_FINISHED:
                break
            self.client_flight.append(msg)
            self.transcript.append(msg)
        want = self.ks.finished(self.ks.c_hs, self.th())
        if msg[4:] != want:
            raise PeerError("the client's Finished does not verify")
        self.transcript.append(msg)
        self.rd = self.c_ap
        self.wr = Direction(self.suite, self.ks.s_ap, "s_ap")
        self.their = [self.c_ap]

    def key_update(self, request):
        """Sends KeyUpdate and moves our writing to the next keys."""
        self.send_enc(CT_HANDSHAKE, hs_msg(HS_KEY_UPDATE,
                                           u8(1 if request else 0)))
        self.wr = Direction(self.suite, next_traffic_secret(
            self.hash_cls, self.wr.secret), self.wr.name + "+1")

    def read_app(self):
        """The next application data of our side (skipping
        NewSessionTicket and the like)."""
        while True:
            ctype, body = self.next_record()
            if ctype == CT_APP:
                return body

    def full(self, **flight_kw):
        """An honest handshake up to our side's first application data."""
        self.hello()
        self.flight(**flight_kw)
        self.finish_handshake()
        return self.read_app()


class HostileClient(Peer):
    """The client our server talks to."""

    def __init__(self, sock, deadline, pki):
        super().__init__(sock, deadline, pki)
        self.kex = KeyShare(SECP256R1)
        self.random = os.urandom(32)
        self.sid = os.urandom(32)
        self.suite = 0x1301

    def default_exts(self, group=SECP256R1, share=None):
        return [
            (EXT_SUPPORTED_VERSIONS, vec(1, u16(TLS13))),
            (EXT_SUPPORTED_GROUPS, vec(2, u16(SECP256R1))),
            (EXT_SIG_ALGS, vec(2, b"".join(u16(s) for s in (
                0x0403, 0x0503, 0x0603, 0x0807, 0x0804, 0x0805, 0x0806)))),
            (EXT_KEY_SHARE, vec(2, u16(group) + vec(
                2, self.kex.pub if share is None else share))),
        ]

    def ch_msg(self, ext_list=None, drop=(), legacy=TLS12, comp=b"\x00",
               suites=(0x1301,), raw_exts=None):
        """A ClientHello; drop: extension types left out of the default
        list; raw_exts: the whole extensions field as given."""
        if ext_list is None:
            ext_list = [e for e in self.default_exts() if e[0] not in drop]
        body = u16(legacy) + self.random + vec(1, self.sid)
        body += vec(2, b"".join(u16(s) for s in suites)) + vec(1, comp)
        body += exts(ext_list) if raw_exts is None else raw_exts
        return hs_msg(HS_CLIENT_HELLO, body)

    def server_hello(self):
        """Reads the ServerHello; a HelloRetryRequest is taken into the
        transcript (RFC 8446 4.4.1) and returned as its extensions
        {type: data}, else the handshake keys are derived and None
        returned."""
        _, sh = self.next_hs(HS_SERVER_HELLO)
        r = Reader(sh[4:])
        r.take(2)
        random_ = r.take(32)
        r.vec(1)
        self.suite = r.num(2)
        r.take(1)
        e = dict(parse_exts(r.vec(2)))
        if random_ == HRR_RANDOM:
            ch1 = self.transcript.pop()
            self.transcript += [hs_msg(HS_MESSAGE_HASH,
                                       digest(self.hash_cls, ch1)), sh]
            return e
        share = Reader(e[EXT_KEY_SHARE])
        share.num(2)
        peer_pub = share.vec(2)
        self.transcript.append(sh)
        self.ks = KeySchedule(self.hash_cls)
        self.ks.handshake(self.kex.shared(peer_pub), self.th())
        self.rd = Direction(self.suite, self.ks.s_hs, "s_hs")
        self.their = [self.rd]
        return None

    def hello(self, msg=None):
        """Sends the ClientHello and reads the server's flight up to its
        Finished (checked); the application keys are then on for
        reading."""
        self.send_hs(msg or self.ch_msg(), enc=False)
        if self.server_hello() is not None:
            raise PeerError("the server sent a HelloRetryRequest")
        self.server_flight()

    def server_flight(self):
        self.cert_requested = False
        while True:
            t, msg = self.next_hs()
            if t == HS_CERTIFICATE_REQUEST:
                self.cert_requested = True
            if t == HS_FINISHED:
                want = self.ks.finished(self.ks.s_hs, self.th())
                if msg[4:] != want:
                    raise PeerError("the server's Finished does not verify")
                self.transcript.append(msg)
                break
            self.transcript.append(msg)
        self.ks.application(self.th())
        self.s_ap = Direction(self.suite, self.ks.s_ap, "s_ap")
        self.wr = Direction(self.suite, self.ks.c_hs, "c_hs")
        self.their = [self.s_ap, self.rd]

    def hrr_round(self, ch2=None):
        """A ClientHello without key shares (P-256 in supported_groups):
        the server must answer with a HelloRetryRequest; then the second
        ClientHello, ch2(peer, hrr extensions) -> message (default: the
        honest one, with a P-256 share and the cookie echoed)."""
        e = self.default_exts()
        e[3] = (EXT_KEY_SHARE, vec(2, b""))
        self.send_hs(self.ch_msg(ext_list=e), enc=False)
        hrr = self.server_hello()
        if hrr is None:
            raise PeerError("no HelloRetryRequest")
        self.send_ccs()
        msg = (ch2 or HostileClient.ch2_msg)(self, hrr)
        self.send_hs(msg, enc=False)
        return hrr

    def ch2_msg(self, hrr, cookie=True, group=SECP256R1):
        e = self.default_exts()
        if group != self.kex.group:
            self.kex = KeyShare(group)
        e[3] = (EXT_KEY_SHARE, vec(2, u16(group) + vec(2, self.kex.pub)))
        if cookie and EXT_COOKIE in hrr:
            e.append((EXT_COOKIE, hrr[EXT_COOKIE]))
        return self.ch_msg(ext_list=e)

    def fin_msg(self, corrupt=False):
        vd = self.ks.finished(self.ks.c_hs, self.th())
        if corrupt:
            vd = bytes([vd[0] ^ 0x01]) + vd[1:]
        return hs_msg(HS_FINISHED, vd)

    def cert_msg(self, chain):
        entries = b"".join(vec(3, c) + vec(2, b"") for c in chain)
        return hs_msg(HS_CERTIFICATE, vec(1, b"") + vec(3, entries))

    def cv_msg(self, key, corrupt=False):
        scheme = sign_scheme(key)
        sig = sign(key, scheme, cv_content(False, self.th()))
        if corrupt:
            sig = sig[:8] + bytes([sig[8] ^ 0x40]) + sig[9:]
        return hs_msg(HS_CERTIFICATE_VERIFY, u16(scheme) + vec(2, sig))

    def exchange(self):
        """After the handshake: a message, the server's answer (past its
        NewSessionTicket), close_notify."""
        self.send_enc(CT_APP, b"hello wolfssl!")
        while self.next_record()[0] != CT_APP:
            pass
        self.send_alert(0, level=1)

    def finish(self, corrupt=False, cert=None, cv=None):
        """Our last flight: Certificate and CertificateVerify when the
        server asked (cert: a PKI name, None for an empty Certificate;
        cv: "corrupt" or None), then Finished."""
        if self.cert_requested:
            chain = load_chain(self.pki[cert + "_cert"]) if cert else []
            self.send_hs(self.cert_msg(chain))
            if cert:
                key = load_key(self.pki[cert + "_key"])
                self.send_hs(self.cv_msg(key, corrupt=(cv == "corrupt")))
        self.send_hs(self.fin_msg(corrupt))
        self.wr = Direction(self.suite, self.ks.c_ap, "c_ap")
        self.rd = self.s_ap


# ------------------------------------------------------------- cases --

class Expect:
    """What a case requires of our side: ok (the handshake and the
    exchange succeed), or code (one of them) and alert (one of them;
    ANY: not judged, NONE: no alert may come)."""

    ANY = "any"
    NONE = "none"

    def __init__(self, code=None, alert=None, ok=False, consistent=False):
        self.ok = ok
        if code in (None, self.ANY):
            self.codes = self.ANY
        else:
            self.codes = set(code) if isinstance(code, (tuple, set, list)) \
                else {code}
        if alert in (self.ANY, self.NONE):
            self.alerts = alert
        else:
            self.alerts = set(alert) if isinstance(alert, (tuple, set,
                                                           list)) \
                else {alert}
        self.consistent = consistent

    def describe(self):
        if self.ok:
            return "success"
        codes = "any error" if self.codes == self.ANY else \
            "/".join(tl.error_text(c) for c in sorted(self.codes))
        if self.consistent:
            return "an error with its alert"
        if self.alerts in (self.ANY, self.NONE):
            return "%s, alert %s" % (codes, self.alerts)
        return "%s with %s" % (codes, "/".join(alert_text(a) for a in
                                              sorted(self.alerts)))


class Case:
    """One case: fn(peer) plays it against side ("client": our client,
    the peer is the server; "server": the other way round) started with
    args; cert: the peer's certificate (a tls_pki name); needs: macros of
    wolfssl/options.h the build must define ("!NAME": must not)."""

    def __init__(self, name, fn, expect, side, args=(), cert="p256",
                 quick=False, collect=None, needs=()):
        self.name, self.fn, self.expect = name, fn, expect
        self.side, self.args, self.cert = side, list(args), cert
        self.quick = quick
        self.collect = collect or {}
        # the peer's certificates are ECDSA P-256, as a client it shares
        # P-256
        self.needs = ("HAVE_ECC",) + tuple(needs)


CASES = []


def client_case(name, code=None, alert=None, ok=False, args=(), cert="p256",
                quick=False, consistent=False, collect=None, needs=()):
    """A case against our client: fn(peer) plays the server."""
    def deco(fn):
        CASES.append(Case("client: " + name, fn,
                          Expect(code, alert, ok, consistent), "client",
                          args, cert, quick, collect, needs))
        return fn
    return deco


def server_case(name, code=None, alert=None, ok=False, args=(),
                quick=False, collect=None):
    """A case against our server: fn(peer) plays the client; args: more
    options of the server ("{client_root}": a path of the PKI)."""
    def deco(fn):
        CASES.append(Case("server: " + name, fn, Expect(code, alert, ok),
                          "server", args, "p256", quick, collect))
        return fn
    return deco


def send_reply(p, data=b"I hear you fa shizzle!"):
    p.send_enc(CT_APP, data)


# ---- honest handshakes (the engine works; what must be accepted) -----

@client_case("baseline: an honest server", ok=True, quick=True)
def c_baseline(p):
    p.full()
    send_reply(p)


@client_case("HelloRetryRequest with a cookie", ok=True)
def c_hrr_ok(p):
    group = p.hrr(cookie=b"c" * 40)
    if p.ch["exts"].get(EXT_COOKIE) != vec(2, b"c" * 40):
        raise PeerError("the second ClientHello does not echo the cookie")
    p.hello(ccs=False, group=group)
    p.flight()
    p.finish_handshake()
    p.read_app()
    send_reply(p)


@client_case("padded records, the flight split over 7-byte records",
             ok=True)
def c_padding_split(p):
    p.hello()
    for build in (p.ee_msg, p.cert_msg, p.cv_msg, p.fin_msg):
        p.transcript.append(build())
    data = b"".join(p.transcript[-4:])
    for i in range(0, len(data), 7):
        p.send_raw(p.wr.seal(CT_HANDSHAKE, data[i:i + 7], pad=100))
    p.start_app_keys()
    p.finish_handshake()
    p.read_app()
    send_reply(p)


@client_case("CCS before the ServerHello, record version 0x0301", ok=True)
def c_early_ccs(p):
    p.read_client_hello()
    p.send_ccs()
    sh = p.sh_msg()
    p.transcript.append(sh)
    p.send_record(CT_HANDSHAKE, sh, version=0x0301)
    p.start_handshake_keys()
    p.flight()
    p.finish_handshake()
    p.read_app()
    send_reply(p)


@client_case("CertificateRequest answered with an empty Certificate",
             ok=True)
def c_cr_empty(p):
    p.hello()
    p.send_hs(p.ee_msg())
    p.send_hs(hs_msg(HS_CERTIFICATE_REQUEST, vec(1, b"") + exts(
        [(EXT_SIG_ALGS, vec(2, u16(0x0403) + u16(0x0804)))])))
    p.flight(ee=lambda p: None)
    p.finish_handshake()
    if [m[0] for m in p.client_flight] != [HS_CERTIFICATE] or \
            p.client_flight[0][4:] != b"\0\0\0\0":
        raise PeerError("no empty Certificate before the Finished")
    p.read_app()
    send_reply(p)


@client_case("KeyUpdate with update_requested", ok=True)
def c_keyupdate_ok(p):
    p.full()
    p.key_update(request=True)
    send_reply(p)
    ctype, body = p.next_record()
    if (ctype, body) != (CT_HANDSHAKE, hs_msg(HS_KEY_UPDATE, b"\0")):
        raise PeerError("no KeyUpdate(update_not_requested) in answer")


@client_case("NewSessionTicket after the handshake", ok=True)
def c_nst_ok(p):
    p.full()
    p.send_enc(CT_HANDSHAKE, hs_msg(HS_NEW_SESSION_TICKET, struct.pack(
        ">II", 7200, 12345) + vec(1, b"\1") + vec(2, os.urandom(64)) +
        vec(2, b"")))
    send_reply(p)


# ---- Finished and CertificateVerify --------------------------------

@client_case("bad Finished", VERIFY_FINISHED_ERROR, DECRYPT_ERROR,
             quick=True)
def c_bad_finished(p):
    p.hello()
    p.flight(fin=lambda p: p.fin_msg(corrupt=True))


@client_case("Finished of the wrong length", (VERIFY_FINISHED_ERROR,
                                              BUFFER_ERROR),
             (DECRYPT_ERROR, DECODE_ERROR))
def c_short_finished(p):
    p.hello()
    p.flight(fin=lambda p: p.fin_msg(size=16))


@client_case("bad CertificateVerify signature", VERIFY_SIGN_ERROR,
             DECRYPT_ERROR, quick=True)
def c_bad_cv(p):
    p.hello()
    p.flight(cv=lambda p: p.cv_msg(corrupt=True))


@client_case("CertificateVerify by another key", VERIFY_SIGN_ERROR,
             DECRYPT_ERROR)
def c_cv_other_key(p):
    p.hello()
    p.flight(cv=lambda p: p.cv_msg(key=ec.generate_private_key(
        ec.SECP256R1())))


@client_case("CertificateVerify with the client's context string",
             VERIFY_SIGN_ERROR, DECRYPT_ERROR)
def c_cv_client_context(p):
    p.hello()
    p.flight(cv=lambda p: p.cv_msg(server=False))


@client_case("CertificateVerify with a scheme the key does not have "
             "(ECDSA P-384 for a P-256 key)",
             (VERIFY_SIGN_ERROR, INVALID_PARAMETER),
             (DECRYPT_ERROR, ILLEGAL_PARAMETER))
def c_cv_wrong_scheme(p):
    p.hello()
    p.flight(cv=lambda p: p.cv_msg(scheme=0x0503))


@client_case("CertificateVerify with rsa_pkcs1_sha256 (not in TLS 1.3)",
             INVALID_PARAMETER, ILLEGAL_PARAMETER, cert="rsa",
             needs=("!NO_RSA",))
def c_cv_pkcs1(p):
    p.hello()
    p.flight(cv=lambda p: p.cv_msg(scheme=0x0401))


# ---- certificates -------------------------------------------------

def c_honest_flight(p):
    """An honest server's handshake: the case's certificate or client
    options make it fail."""
    p.hello()
    p.flight()


for _name, _code, _alert, _kw in (
        ("unknown CA", ASN_NO_SIGNER_E, UNKNOWN_CA,
         {"cert": "unknown", "quick": True}),
        ("expired leaf", ASN_AFTER_DATE_E, CERTIFICATE_EXPIRED,
         {"cert": "expired"}),
        ("leaf not yet valid", ASN_BEFORE_DATE_E, CERTIFICATE_EXPIRED,
         {"cert": "future"}),
        ("wrong host name", DOMAIN_NAME_MISMATCH, BAD_CERTIFICATE,
         {"args": ("-D", "wrong.example.com")}),
        ("wrong IP address", IPADDR_MISMATCH, BAD_CERTIFICATE,
         {"cert": "otherhost"}),
        ("leaf for client authentication only", EXTKEYUSE_AUTH_E,
         BAD_CERTIFICATE, {"cert": "clientauth_only"})):
    client_case(_name, _code, _alert, **_kw)(c_honest_flight)


@client_case("leaf signature does not verify", ASN_SIG_CONFIRM_E,
             BAD_CERTIFICATE)
def c_bad_cert_sig(p):
    p.hello()
    chain = [corrupt_cert_signature(p.chain[0])] + p.chain[1:]
    p.flight(cert=lambda p: p.cert_msg(chain=chain))


@client_case("empty Certificate", NO_PEER_CERT, DECODE_ERROR)
def c_empty_cert(p):
    p.hello()
    p.flight(cert=lambda p: p.cert_msg(chain=[]), cv=lambda p: None)


@client_case("Certificate with a request context", INVALID_CERT_CTX_E,
             ILLEGAL_PARAMETER)
def c_cert_ctx(p):
    p.hello()
    p.flight(cert=lambda p: p.cert_msg(ctx=b"\x01\x02"))


@client_case("certificate that is no DER", Expect.ANY, BAD_CERTIFICATE)
def c_cert_garbage(p):
    p.hello()
    p.flight(cert=lambda p: p.cert_msg(chain=[b"\x30\x03\x02\x01"] +
                                       p.chain[1:]))


@client_case("Certificate with 40 certificates", MAX_CHAIN_ERROR,
             BAD_CERTIFICATE)
def c_cert_too_many(p):
    p.hello()
    p.flight(cert=lambda p: p.cert_msg(chain=p.chain[:1] +
                                       p.chain[1:] * 39))


@client_case("Certificate list length lies", BUFFER_ERROR, DECODE_ERROR)
def c_cert_framing(p):
    p.hello()

    def cert(p):
        body = p.cert_msg()[4:]
        # certificate_list claims one byte more than the message holds
        n = int.from_bytes(body[1:4], "big") + 1
        return hs_msg(HS_CERTIFICATE, body[:1] + u24(n) + body[4:])
    p.flight(cert=cert)


@client_case("CertificateRequest with a context", INVALID_PARAMETER,
             ILLEGAL_PARAMETER)
def c_cr_ctx(p):
    p.hello()
    p.send_hs(p.ee_msg())
    p.send_hs(hs_msg(HS_CERTIFICATE_REQUEST, vec(1, b"\x07") + exts(
        [(EXT_SIG_ALGS, vec(2, u16(0x0403)))])))
    p.flight(ee=lambda p: None)


@client_case("CertificateRequest without signature_algorithms",
             EXT_MISSING, MISSING_EXTENSION)
def c_cr_no_sigalgs(p):
    p.hello()
    p.send_hs(p.ee_msg())
    p.send_hs(hs_msg(HS_CERTIFICATE_REQUEST, vec(1, b"") + exts([])))
    p.flight(ee=lambda p: None)


# ---- message order ------------------------------------------------

@client_case("Certificate before EncryptedExtensions", OUT_OF_ORDER_E,
             UNEXPECTED_MESSAGE, quick=True)
def c_cert_first(p):
    p.hello()
    p.send_hs(p.cert_msg())
    p.send_hs(p.ee_msg())


@client_case("EncryptedExtensions twice", OUT_OF_ORDER_E,
             UNEXPECTED_MESSAGE)
def c_ee_twice(p):
    p.hello()
    p.send_hs(p.ee_msg())
    p.flight()


@client_case("a second ServerHello, encrypted", OUT_OF_ORDER_E,
             UNEXPECTED_MESSAGE)
def c_second_sh_enc(p):
    p.hello()
    p.send_hs(p.sh_msg())


@client_case("a second ServerHello in the clear", SANITY_MSG_E,
             UNEXPECTED_MESSAGE)
def c_second_sh_plain(p):
    p.hello()
    p.send_hs(p.sh_msg(), enc=False)


@client_case("Finished instead of the ServerHello", OUT_OF_ORDER_E,
             UNEXPECTED_MESSAGE)
def c_finished_first(p):
    p.read_client_hello()
    p.send_hs(hs_msg(HS_FINISHED, b"\0" * 32), enc=False)


@client_case("Finished right after EncryptedExtensions", OUT_OF_ORDER_E,
             UNEXPECTED_MESSAGE)
def c_no_cert(p):
    p.hello()
    p.flight(cert=lambda p: None, cv=lambda p: None)


@client_case("Finished without CertificateVerify", OUT_OF_ORDER_E,
             UNEXPECTED_MESSAGE)
def c_no_cv(p):
    p.hello()
    p.flight(cv=lambda p: None)


@client_case("NewSessionTicket in the handshake", OUT_OF_ORDER_E,
             UNEXPECTED_MESSAGE)
def c_nst_in_handshake(p):
    p.hello()
    p.send_hs(p.ee_msg())
    p.send_hs(hs_msg(HS_NEW_SESSION_TICKET, struct.pack(">II", 60, 1) +
                     vec(1, b"n") + vec(2, b"ticket") + vec(2, b"")))


@client_case("application data in the handshake", OUT_OF_ORDER_E,
             UNEXPECTED_MESSAGE)
def c_app_in_handshake(p):
    p.hello()
    p.send_hs(p.ee_msg())
    p.send_enc(CT_APP, b"too early")


@client_case("application data in the clear before the ServerHello",
             SANITY_MSG_E, UNEXPECTED_MESSAGE)
def c_app_plain(p):
    p.read_client_hello()
    p.send_record(CT_APP, b"hello?")


@client_case("EncryptedExtensions in the ServerHello's record",
             OUT_OF_ORDER_E, UNEXPECTED_MESSAGE)
def c_key_boundary(p):
    p.read_client_hello()
    sh, ee = p.sh_msg(), p.ee_msg()
    p.transcript.append(sh)
    p.send_record(CT_HANDSHAKE, sh + ee)


@client_case("a second HelloRetryRequest", DUPLICATE_MSG_E,
             UNEXPECTED_MESSAGE, quick=True)
def c_second_hrr(p):
    first = p.hrr()
    p.hrr(group=p.unshared_group(exclude=(first,)), read_ch2=False)


@client_case("HelloRetryRequest for the group the client sent",
             BAD_KEY_SHARE_DATA, ILLEGAL_PARAMETER)
def c_hrr_same_group(p):
    p.read_client_hello()
    p.hrr(group=next(iter(p.ch["shares"])), read_ch2=False)


@client_case("HelloRetryRequest for a group the client does not support",
             BAD_KEY_SHARE_DATA, ILLEGAL_PARAMETER)
def c_hrr_unsupported_group(p):
    p.hrr(group=0x7777, read_ch2=False)


@client_case("HelloRetryRequest with an empty cookie", BUFFER_ERROR,
             DECODE_ERROR)
def c_hrr_empty_cookie(p):
    p.hrr(cookie=b"", read_ch2=False)


@client_case("HelloRetryRequest with an extension never offered",
             UNSUPPORTED_EXTENSION, UNSUPPORTED_EXT)
def c_hrr_unsolicited(p):
    p.read_client_hello()
    p.hrr(ext_list=[(EXT_SUPPORTED_VERSIONS, u16(TLS13)),
                    (EXT_KEY_SHARE, u16(p.unshared_group())), (0x5a5a, b"")],
          read_ch2=False)


@client_case("HelloRetryRequest that changes nothing", INVALID_PARAMETER,
             ILLEGAL_PARAMETER)
def c_hrr_no_change(p):
    p.hrr(group=None, read_ch2=False)


@client_case("ServerHello suite other than the HelloRetryRequest's",
             MATCH_SUITE_ERROR, ILLEGAL_PARAMETER)
def c_hrr_suite_change(p):
    group = p.hrr()
    other = [s for s in p.ch["suites"] if s in SUITES and s != p.suite]
    if not other:
        raise CaseNA("the client offered one suite")
    p.send_hs(p.sh_msg(suite=other[0], group=group), enc=False)


@client_case("ServerHello group other than the HelloRetryRequest's",
             BAD_KEY_SHARE_DATA, ILLEGAL_PARAMETER)
def c_hrr_group_change(p):
    group = p.hrr()
    p.send_hs(p.sh_msg(group=p.unshared_group(exclude=(group,))),
              enc=False)


# ---- ServerHello contents ------------------------------------------

@client_case("ServerHello without supported_versions (TLS 1.2)",
             VERSION_ERROR, PROTOCOL_VERSION, quick=True)
def c_tls12(p):
    p.read_client_hello()
    p.send_hs(p.sh_msg(ext_list=[(EXT_KEY_SHARE, p.key_share_ext())]),
              enc=False)


@client_case("TLS 1.2 ServerHello with the downgrade sentinel",
             VERSION_ERROR, PROTOCOL_VERSION)
def c_downgrade(p):
    p.read_client_hello()
    p.send_hs(p.sh_msg(random_=os.urandom(24) + DOWNGRADE_TLS12,
                       ext_list=[]), enc=False)


@client_case("ServerHello without extensions", VERSION_ERROR,
             PROTOCOL_VERSION)
def c_sh_no_exts(p):
    p.read_client_hello()
    sh = p.sh_msg(ext_list=[])
    p.send_hs(hs_msg(HS_SERVER_HELLO, sh[4:-2]), enc=False)


@client_case("supported_versions selects TLS 1.2", VERSION_ERROR,
             PROTOCOL_VERSION)
def c_sv_12(p):
    p.read_client_hello()
    p.send_hs(p.sh_msg(ext_list=[(EXT_SUPPORTED_VERSIONS, u16(TLS12)),
                                 (EXT_KEY_SHARE, p.key_share_ext())]),
              enc=False)


@client_case("supported_versions selects a draft version", VERSION_ERROR,
             PROTOCOL_VERSION)
def c_sv_draft(p):
    p.read_client_hello()
    p.send_hs(p.sh_msg(ext_list=[(EXT_SUPPORTED_VERSIONS, u16(0x7f1c)),
                                 (EXT_KEY_SHARE, p.key_share_ext())]),
              enc=False)


@client_case("session id not echoed", INVALID_PARAMETER, ILLEGAL_PARAMETER)
def c_sid(p):
    p.read_client_hello()
    p.send_hs(p.sh_msg(sid=os.urandom(32)), enc=False)


@client_case("compression method 1", INVALID_PARAMETER, ILLEGAL_PARAMETER)
def c_sh_comp(p):
    p.read_client_hello()
    p.send_hs(p.sh_msg(comp=1), enc=False)


@client_case("cipher suite the client did not offer", MATCH_SUITE_ERROR,
             ILLEGAL_PARAMETER)
def c_suite_not_offered(p):
    p.read_client_hello()
    other = next(s for s in (0x1305, 0x1304, 0x1303, 0x1302)
                 if s not in p.ch["suites"])
    p.send_hs(p.sh_msg(suite=other), enc=False)


@client_case("TLS 1.2 cipher suite", MATCH_SUITE_ERROR, ILLEGAL_PARAMETER)
def c_suite_tls12(p):
    p.read_client_hello()
    p.send_hs(p.sh_msg(suite=0xc02b), enc=False)


@client_case("key_share for a group the client has no share of",
             BAD_KEY_SHARE_DATA, ILLEGAL_PARAMETER, quick=True)
def c_ks_other_group(p):
    p.read_client_hello()
    group = [g for g in (SECP256R1, SECP384R1, X25519)
             if g not in p.ch["shares"]]
    p.send_hs(p.sh_msg(group=group[0]), enc=False)


@client_case("key_share for an unknown group", BAD_KEY_SHARE_DATA,
             ILLEGAL_PARAMETER)
def c_ks_unknown_group(p):
    p.read_client_hello()
    p.send_hs(p.sh_msg(ext_list=[(EXT_SUPPORTED_VERSIONS, u16(TLS13)),
                                 (EXT_KEY_SHARE, u16(0x7777) +
                                  vec(2, os.urandom(32)))]), enc=False)


@client_case("ServerHello without key_share", (BAD_KEY_SHARE_DATA,
                                                EXT_MISSING),
             (ILLEGAL_PARAMETER, MISSING_EXTENSION))
def c_ks_missing(p):
    p.read_client_hello()
    p.send_hs(p.sh_msg(ext_list=[(EXT_SUPPORTED_VERSIONS, u16(TLS13))]),
              enc=False)


@client_case("key share one byte short", BAD_KEY_SHARE_DATA,
             ILLEGAL_PARAMETER)
def c_ks_short(p):
    p.read_client_hello()
    group = next(iter(p.ch["shares"]))
    if group not in KeyShare.GROUPS:
        raise CaseNA("the client's share is of group 0x%04x" % group)
    p.send_hs(p.sh_msg(share=KeyShare(group).pub[:-1]), enc=False)


@client_case("X25519 share of small order (all zero)", BAD_KEY_SHARE_DATA,
             ILLEGAL_PARAMETER)
def c_ks_zero(p):
    p.read_client_hello()
    if X25519 not in p.ch["shares"]:
        raise CaseNA("the client sent no X25519 share")
    p.send_hs(p.sh_msg(share=b"\0" * 32), enc=False)


@client_case("P-256 point not on the curve", BAD_KEY_SHARE_DATA,
             ILLEGAL_PARAMETER)
def c_ks_off_curve(p):
    p.read_client_hello()
    if SECP256R1 not in p.ch["shares"]:
        p.hrr(group=SECP256R1)
    share = b"\x04" + b"\x01" * 64
    p.send_hs(p.sh_msg(group=SECP256R1, share=share), enc=False)


@client_case("supported_versions twice in the ServerHello",
             DUPLICATE_TLS_EXT_E, ILLEGAL_PARAMETER, quick=True)
def c_sh_dup_ext(p):
    p.read_client_hello()
    p.send_hs(p.sh_msg(ext_list=[(EXT_SUPPORTED_VERSIONS, u16(TLS13)),
                                 (EXT_KEY_SHARE, p.key_share_ext()),
                                 (EXT_SUPPORTED_VERSIONS, u16(TLS13))]),
              enc=False)


@client_case("ALPN in the ServerHello (offered, but not allowed there)",
             EXT_NOT_ALLOWED, ILLEGAL_PARAMETER, args=("-L", "h2"))
def c_sh_alpn(p):
    p.read_client_hello()
    p.send_hs(p.sh_msg(ext_list=[(EXT_SUPPORTED_VERSIONS, u16(TLS13)),
                                 (EXT_KEY_SHARE, p.key_share_ext()),
                                 (EXT_ALPN, vec(2, vec(1, b"h2")))]),
              enc=False)


@client_case("supported_groups in the ServerHello (offered, but not "
             "allowed there)", EXT_NOT_ALLOWED, ILLEGAL_PARAMETER)
def c_sh_groups(p):
    p.read_client_hello()
    p.send_hs(p.sh_msg(ext_list=[(EXT_SUPPORTED_VERSIONS, u16(TLS13)),
                                 (EXT_KEY_SHARE, p.key_share_ext()),
                                 (EXT_SUPPORTED_GROUPS,
                                  vec(2, u16(X25519)))]), enc=False)


@client_case("pre_shared_key in the ServerHello, no PSK offered",
             UNSUPPORTED_EXTENSION, UNSUPPORTED_EXT)
def c_sh_psk(p):
    p.read_client_hello()
    if EXT_PRE_SHARED_KEY in p.ch["exts"]:
        raise CaseNA("the client offered a PSK")
    p.send_hs(p.sh_msg(ext_list=[(EXT_SUPPORTED_VERSIONS, u16(TLS13)),
                                 (EXT_KEY_SHARE, p.key_share_ext()),
                                 (EXT_PRE_SHARED_KEY, u16(0))]), enc=False)


@client_case("an extension the client never offered in the ServerHello",
             UNSUPPORTED_EXTENSION, UNSUPPORTED_EXT)
def c_sh_unsolicited(p):
    p.read_client_hello()
    p.send_hs(p.sh_msg(ext_list=[(EXT_SUPPORTED_VERSIONS, u16(TLS13)),
                                 (EXT_KEY_SHARE, p.key_share_ext()),
                                 (0x5a5a, b"")]), enc=False)


# ---- EncryptedExtensions contents ----------------------------------

@client_case("an extension twice in EncryptedExtensions",
             DUPLICATE_TLS_EXT_E, ILLEGAL_PARAMETER)
def c_ee_dup(p):
    groups = vec(2, u16(X25519))
    p.hello()
    p.flight(ee=lambda p: p.ee_msg([(EXT_SUPPORTED_GROUPS, groups),
                                    (EXT_SUPPORTED_GROUPS, groups)]))


@client_case("ALPN in EncryptedExtensions, never offered",
             UNSUPPORTED_EXTENSION, UNSUPPORTED_EXT, quick=True)
def c_ee_alpn_unsolicited(p):
    p.hello()
    p.flight(ee=lambda p: p.ee_msg([(EXT_ALPN, vec(2, vec(1, b"h2")))]))


@client_case("server_name in EncryptedExtensions, never offered",
             UNSUPPORTED_EXTENSION, UNSUPPORTED_EXT)
def c_ee_sni_unsolicited(p):
    p.hello()
    p.flight(ee=lambda p: p.ee_msg([(EXT_SERVER_NAME, b"")]))


@client_case("unknown extension in EncryptedExtensions",
             UNSUPPORTED_EXTENSION, UNSUPPORTED_EXT)
def c_ee_unknown(p):
    p.hello()
    p.flight(ee=lambda p: p.ee_msg([(0xfafa, b"x")]))


@client_case("ALPN in EncryptedExtensions naming two protocols",
             Expect.ANY, (ILLEGAL_PARAMETER, DECODE_ERROR),
             args=("-L", "h2,http/1.1"))
def c_ee_alpn_two(p):
    p.hello()
    p.flight(ee=lambda p: p.ee_msg([(EXT_ALPN, vec(2, vec(1, b"h2") +
                                                    vec(1, b"http/1.1")))]))


@client_case("ALPN in EncryptedExtensions with an empty name", Expect.ANY,
             (DECODE_ERROR, ILLEGAL_PARAMETER), args=("-L", "h2"))
def c_ee_alpn_empty(p):
    p.hello()
    p.flight(ee=lambda p: p.ee_msg([(EXT_ALPN, vec(2, vec(1, b"")))]))


@client_case("ALPN in EncryptedExtensions the client did not offer",
             Expect.ANY, ILLEGAL_PARAMETER, args=("-L", "h2"))
def c_ee_alpn_other(p):
    p.hello()
    p.flight(ee=lambda p: p.ee_msg([(EXT_ALPN,
                                     vec(2, vec(1, b"http/1.1")))]))


@client_case("server_name in EncryptedExtensions with content",
             Expect.ANY, (DECODE_ERROR, ILLEGAL_PARAMETER),
             args=("-S", "localhost"))
def c_ee_sni_content(p):
    p.hello()
    p.flight(ee=lambda p: p.ee_msg([(EXT_SERVER_NAME, vec(2, u8(0) + vec(
        2, b"localhost")))]))


@client_case("an unsolicited extension in a CertificateEntry",
             UNSUPPORTED_EXTENSION, UNSUPPORTED_EXT)
def c_cert_entry_ext(p):
    p.hello()

    def cert(p):
        entries = vec(3, p.chain[0]) + vec(2, ext(0xfafa, b"x"))
        entries += b"".join(vec(3, c) + vec(2, b"") for c in p.chain[1:])
        return hs_msg(HS_CERTIFICATE, vec(1, b"") + vec(3, entries))
    p.flight(cert=cert)


@client_case("key_share in EncryptedExtensions", EXT_NOT_ALLOWED,
             ILLEGAL_PARAMETER)
def c_ee_key_share(p):
    p.hello()
    p.flight(ee=lambda p: p.ee_msg([(EXT_KEY_SHARE, p.key_share_ext())]))


@client_case("EncryptedExtensions extension length lies", BUFFER_ERROR,
             DECODE_ERROR)
def c_ee_framing(p):
    p.hello()
    p.flight(ee=lambda p: hs_msg(HS_ENCRYPTED_EXTENSIONS,
                                 u16(6) + u16(EXT_SUPPORTED_GROUPS) +
                                 u16(9) + u16(X25519)))


@client_case("EncryptedExtensions message length lies", BUFFER_ERROR,
             DECODE_ERROR)
def c_ee_msg_length(p):
    p.hello()
    p.send_hs(hs_msg(HS_ENCRYPTED_EXTENSIONS, u16(0), length=40) +
              p.cert_msg(), add=False)


# ---- the record layer ----------------------------------------------

@client_case("plaintext record over 2^14 bytes", LENGTH_ERROR,
             RECORD_OVERFLOW, quick=True)
def c_overflow_plain(p):
    p.read_client_hello()
    sh = p.sh_msg()
    p.send_record(CT_HANDSHAKE, sh + b"\0" * (MAX_PLAINTEXT + 1 - len(sh)))


@client_case("ciphertext over 2^14 + 256 bytes", LENGTH_ERROR,
             RECORD_OVERFLOW)
def c_overflow_cipher(p):
    p.hello()
    p.send_raw(p.wr.seal(CT_HANDSHAKE, p.ee_msg(), pad=MAX_PLAINTEXT + 256))


@client_case("protected record with over 2^14 bytes of plaintext",
             LENGTH_ERROR, RECORD_OVERFLOW)
def c_overflow_inner(p):
    p.hello()
    ee = p.ee_msg()
    # EncryptedExtensions and a Certificate: 2^14 + 1 bytes of content
    big = hs_msg(HS_CERTIFICATE, b"\0" * (MAX_PLAINTEXT + 1 - 4 -
                                           len(ee)))
    p.send_raw(p.wr.seal(CT_HANDSHAKE, ee + big))


@client_case("flipped ciphertext bit", VERIFY_MAC_ERROR, BAD_RECORD_MAC,
             quick=True)
def c_bad_mac(p):
    p.hello()
    rec = bytearray(p.wr.seal(CT_HANDSHAKE, p.ee_msg()))
    rec[8] ^= 0x20
    p.send_raw(bytes(rec))


@client_case("record protected with the wrong sequence number",
             VERIFY_MAC_ERROR, BAD_RECORD_MAC)
def c_bad_seq(p):
    p.hello()
    p.send_raw(p.wr.seal(CT_HANDSHAKE, p.ee_msg(), seq=1))


@client_case("protected record shorter than its tag",
             (VERIFY_MAC_ERROR, BUFFER_ERROR), (BAD_RECORD_MAC,
                                                DECODE_ERROR))
def c_short_ciphertext(p):
    p.hello()
    p.send_record(CT_APP, b"\x01\x02\x03\x04\x05")


@client_case("protected record without content type (all zero)",
             SANITY_MSG_E, UNEXPECTED_MESSAGE)
def c_no_inner_type(p):
    p.hello()
    p.send_raw(p.wr.seal(0, b"", pad=20))


@client_case("unknown inner content type", SANITY_MSG_E, UNEXPECTED_MESSAGE)
def c_bad_inner_type(p):
    p.hello()
    p.send_raw(p.wr.seal(0x63, p.ee_msg()))


@client_case("handshake record in the clear after the keys changed",
             SANITY_MSG_E, UNEXPECTED_MESSAGE)
def c_plain_after_keys(p):
    p.hello()
    p.send_hs(p.ee_msg(), enc=False)


@client_case("unknown record type first", UNKNOWN_RECORD_TYPE,
             UNEXPECTED_MESSAGE, quick=True)
def c_unknown_type(p):
    p.read_client_hello()
    p.send_record(0x63, p.sh_msg())


@client_case("an HTTP answer instead of a ServerHello", UNKNOWN_RECORD_TYPE,
             UNEXPECTED_MESSAGE)
def c_http(p):
    p.read_client_hello()
    p.send_raw(b"HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n")


@client_case("empty handshake record", SANITY_MSG_E, UNEXPECTED_MESSAGE)
def c_empty_hs_record(p):
    p.read_client_hello()
    p.send_record(CT_HANDSHAKE, b"")


@client_case("alert record of 3 bytes", (PARSE_ERROR, BUFFER_ERROR),
             DECODE_ERROR)
def c_bad_alert_len(p):
    p.read_client_hello()
    p.send_record(CT_ALERT, b"\x02\x28\x00")


@client_case("our fatal alert (handshake_failure)", FATAL_ERROR,
             Expect.NONE)
def c_peer_alert(p):
    p.read_client_hello()
    p.send_alert(HANDSHAKE_FAILURE)


@client_case("handshake message claiming 16 MB", HANDSHAKE_SIZE_ERROR,
             (UNEXPECTED_MESSAGE, DECODE_ERROR))
def c_huge_hs(p):
    p.read_client_hello()
    p.send_record(CT_HANDSHAKE, u8(HS_SERVER_HELLO) + u24(0xffffff) +
                  b"\0" * 64)


def _random_case(seed, kind):
    """Random bytes (seeded): as the stream, as a ServerHello's body, as
    a protected record after the ServerHello."""
    def fn(p):
        rng = random.Random(seed)

        def rand(n):
            return bytes(rng.getrandbits(8) for _ in range(n))
        if kind == "protected":
            p.hello()
            p.send_record(CT_APP, rand(rng.randrange(17, 300)))
            return
        p.read_client_hello()
        if kind == "stream":
            p.send_raw(rand(200))
        else:
            p.send_record(CT_HANDSHAKE, hs_msg(HS_SERVER_HELLO,
                                               rand(rng.randrange(0, 120))))
    return fn


for _seed in (1, 2, 3):
    for _kind, _what in (("stream", "random bytes instead of the records"),
                         ("hello", "ServerHello of random bytes"),
                         ("protected", "protected record of random bytes")):
        client_case("%s (seed %d)" % (_what, _seed), consistent=True,
                    collect={"half_close_after": 2.0})(
            _random_case(_seed, _kind))


# ---- ChangeCipherSpec ----------------------------------------------

@client_case("ChangeCipherSpec of value 2", SANITY_MSG_E,
             UNEXPECTED_MESSAGE, quick=True)
def c_ccs_2(p):
    p.hello(ccs=False)
    p.send_ccs(b"\x02")


@client_case("ChangeCipherSpec of 2 bytes", SANITY_MSG_E,
             UNEXPECTED_MESSAGE)
def c_ccs_long(p):
    p.hello(ccs=False)
    p.send_ccs(b"\x01\x01")


@client_case("two ChangeCipherSpec", SANITY_MSG_E, UNEXPECTED_MESSAGE)
def c_ccs_twice(p):
    p.hello()
    p.send_ccs()


@client_case("encrypted ChangeCipherSpec", SANITY_MSG_E, UNEXPECTED_MESSAGE)
def c_ccs_encrypted(p):
    p.hello(ccs=False)
    p.send_enc(CT_CCS, b"\x01")


@client_case("ChangeCipherSpec after the handshake", SANITY_MSG_E,
             UNEXPECTED_MESSAGE)
def c_ccs_after(p):
    p.full()
    p.send_ccs()


# ---- after the handshake -------------------------------------------

@client_case("KeyUpdate with request_update 2", (INVALID_PARAMETER,
                                                  BUFFER_ERROR),
             ILLEGAL_PARAMETER)
def c_keyupdate_bad(p):
    p.full()
    p.send_enc(CT_HANDSHAKE, hs_msg(HS_KEY_UPDATE, b"\x02"))


@client_case("KeyUpdate not at a record boundary", OUT_OF_ORDER_E,
             UNEXPECTED_MESSAGE)
def c_keyupdate_boundary(p):
    p.full()
    p.send_enc(CT_HANDSHAKE, hs_msg(HS_KEY_UPDATE, b"\x00") +
               hs_msg(HS_KEY_UPDATE, b"\x00"))


@client_case("ServerHello after the handshake", OUT_OF_ORDER_E,
             UNEXPECTED_MESSAGE)
def c_sh_after(p):
    p.full()
    p.send_enc(CT_HANDSHAKE, p.sh_msg())


@client_case("NewSessionTicket with an empty ticket", BUFFER_ERROR,
             DECODE_ERROR)
def c_nst_empty(p):
    p.full()
    p.send_enc(CT_HANDSHAKE, hs_msg(HS_NEW_SESSION_TICKET, struct.pack(
        ">II", 7200, 1) + vec(1, b"") + vec(2, b"") + vec(2, b"")))


@client_case("flipped bit in application data", VERIFY_MAC_ERROR,
             BAD_RECORD_MAC)
def c_bad_mac_app(p):
    p.full()
    rec = bytearray(p.wr.seal(CT_APP, b"I hear you"))
    rec[-1] ^= 0x01
    p.send_raw(bytes(rec))


@client_case("application record over 2^14 + 256 bytes", LENGTH_ERROR,
             RECORD_OVERFLOW)
def c_overflow_app(p):
    p.full()
    p.send_raw(p.wr.seal(CT_APP, b"x" * (MAX_PLAINTEXT), pad=300))


# ---- a peer that goes away -----------------------------------------

def _closing(fn):
    def run(p):
        fn(p)
        p.wire.half_close()
    return run


@client_case("connection closed before the ServerHello",
             SOCKET_PEER_CLOSED_E, Expect.ANY)
@_closing
def c_close_at_once(p):
    p.read_client_hello()


@client_case("connection closed after the ServerHello",
             SOCKET_PEER_CLOSED_E, Expect.ANY, quick=True)
@_closing
def c_close_after_sh(p):
    p.hello()


@client_case("connection closed in a record header", SOCKET_PEER_CLOSED_E,
             Expect.ANY)
@_closing
def c_close_in_header(p):
    p.read_client_hello()
    p.send_raw(b"\x16\x03")


@client_case("record claiming more than sent, then closed",
             SOCKET_PEER_CLOSED_E, Expect.ANY)
@_closing
def c_close_in_record(p):
    p.hello()
    p.send_raw(p.wr.seal(CT_HANDSHAKE, p.ee_msg(), length=200)[:40])


@client_case("connection closed in the middle of a message",
             SOCKET_PEER_CLOSED_E, Expect.ANY)
@_closing
def c_close_in_message(p):
    p.hello()
    p.send_hs(p.ee_msg())
    p.send_raw(p.wr.seal(CT_HANDSHAKE, p.cert_msg()[:100]))


# ---- server-side cases ----------------------------------------------

@server_case("baseline: an honest client", ok=True, quick=True)
def s_baseline(p):
    p.hello()
    p.finish()
    p.exchange()


@server_case("ClientHello without supported_versions", VERSION_ERROR,
             PROTOCOL_VERSION, quick=True)
def s_no_versions(p):
    p.send_hs(p.ch_msg(drop=(EXT_SUPPORTED_VERSIONS,)), enc=False)


@server_case("ClientHello offering TLS 1.2 only", VERSION_ERROR,
             PROTOCOL_VERSION)
def s_only_12(p):
    e = p.default_exts()
    e[0] = (EXT_SUPPORTED_VERSIONS, vec(1, u16(TLS12)))
    p.send_hs(p.ch_msg(ext_list=e), enc=False)


@server_case("ClientHello legacy_version SSL 3.0", VERSION_ERROR,
             PROTOCOL_VERSION)
def s_legacy_ssl3(p):
    p.send_hs(p.ch_msg(legacy=0x0300), enc=False)


@server_case("ClientHello without extensions", VERSION_ERROR,
             PROTOCOL_VERSION)
def s_no_exts(p):
    p.send_hs(p.ch_msg(raw_exts=b""), enc=False)


@server_case("key_share vector length lies", BUFFER_ERROR, DECODE_ERROR)
def s_ks_framing(p):
    e = p.default_exts()
    e[3] = (EXT_KEY_SHARE, u16(200) + u16(SECP256R1) + vec(2, p.kex.pub))
    p.send_hs(p.ch_msg(ext_list=e), enc=False)


@server_case("key_share entry length lies", BUFFER_ERROR, DECODE_ERROR,
             quick=True)
def s_ks_entry_framing(p):
    e = p.default_exts()
    entry = u16(SECP256R1) + u16(len(p.kex.pub) + 32) + p.kex.pub
    e[3] = (EXT_KEY_SHARE, vec(2, entry))
    p.send_hs(p.ch_msg(ext_list=e), enc=False)


@server_case("P-256 share one byte short", BAD_KEY_SHARE_DATA,
             ILLEGAL_PARAMETER)
def s_ks_short(p):
    p.send_hs(p.ch_msg(ext_list=p.default_exts(share=p.kex.pub[:-1])),
              enc=False)


@server_case("P-256 point not on the curve", BAD_KEY_SHARE_DATA,
             ILLEGAL_PARAMETER)
def s_ks_off_curve(p):
    share = b"\x04" + b"\x01" * 64
    p.send_hs(p.ch_msg(ext_list=p.default_exts(share=share)), enc=False)


@server_case("ClientHello without signature_algorithms", EXT_MISSING,
             MISSING_EXTENSION, quick=True)
def s_no_sigalgs(p):
    p.send_hs(p.ch_msg(drop=(EXT_SIG_ALGS,)), enc=False)


@server_case("key_share without supported_groups", EXT_MISSING,
             MISSING_EXTENSION)
def s_no_groups(p):
    p.send_hs(p.ch_msg(drop=(EXT_SUPPORTED_GROUPS,)), enc=False)


@server_case("compression methods other than null", COMPRESSION_ERROR,
             ILLEGAL_PARAMETER, quick=True)
def s_compression(p):
    p.send_hs(p.ch_msg(comp=b"\x01\x00"), enc=False)


@server_case("an extension twice in the ClientHello", DUPLICATE_TLS_EXT_E,
             ILLEGAL_PARAMETER)
def s_dup_ext(p):
    e = p.default_exts()
    p.send_hs(p.ch_msg(ext_list=e + [e[1]]), enc=False)


@server_case("ClientHello split over three records", ok=True)
def s_split_ch(p):
    ch = p.ch_msg()
    p.transcript.append(ch)
    for i in (0, 5, 40):
        p.send_record(CT_HANDSHAKE, ch[i:{0: 5, 5: 40}.get(i)])
    if p.server_hello() is not None:
        raise PeerError("a HelloRetryRequest")
    p.server_flight()
    p.finish()
    p.exchange()


def psk_exts(p):
    """psk_key_exchange_modes (psk_dhe_ke) and a pre_shared_key of a
    ticket no server issued (an identity and a binder of random bytes)."""
    psk = vec(2, vec(2, os.urandom(48)) + struct.pack(">I", 1)) + \
        vec(2, vec(1, os.urandom(32)))
    return [(EXT_PSK_MODES, vec(1, b"\x01")), (EXT_PRE_SHARED_KEY, psk)]


@server_case("a ticket the server never issued: a full handshake", ok=True)
def s_unknown_ticket(p):
    p.hello(p.ch_msg(ext_list=p.default_exts() + psk_exts(p)))
    p.finish()
    p.exchange()


@server_case("pre_shared_key not the last extension", INVALID_PARAMETER,
             ILLEGAL_PARAMETER)
def s_psk_not_last(p):
    e = p.default_exts()
    p.send_hs(p.ch_msg(ext_list=e[:2] + psk_exts(p) + e[2:]), enc=False)


@server_case("ClientHello with TLS 1.2 suites only", MATCH_SUITE_ERROR,
             HANDSHAKE_FAILURE)
def s_no_suite(p):
    p.send_hs(p.ch_msg(suites=(0xc02b, 0xc02f)), enc=False)


@server_case("ClientHello with no group in common", (KEY_SHARE_ERROR,),
             HANDSHAKE_FAILURE)
def s_no_group(p):
    e = p.default_exts()
    e[1] = (EXT_SUPPORTED_GROUPS, vec(2, u16(0x7777)))
    e[3] = (EXT_KEY_SHARE, vec(2, u16(0x7777) + vec(2, os.urandom(32))))
    p.send_hs(p.ch_msg(ext_list=e), enc=False)


@server_case("ClientHello with no ALPN protocol in common",
             UNKNOWN_ALPN_PROTOCOL_NAME_E, NO_APPLICATION_PROTOCOL,
             args=("-L", "http/1.1"))
def s_no_alpn(p):
    e = p.default_exts() + [(EXT_ALPN, vec(2, vec(1, b"h2")))]
    p.send_hs(p.ch_msg(ext_list=e), enc=False)


@server_case("ClientHello with a 33-byte session id", BUFFER_ERROR,
             DECODE_ERROR)
def s_long_sid(p):
    p.sid = os.urandom(33)
    p.send_hs(p.ch_msg(), enc=False)


@server_case("ClientHello with an empty suite list", BUFFER_ERROR,
             DECODE_ERROR)
def s_empty_suites(p):
    p.send_hs(p.ch_msg(suites=()), enc=False)


@server_case("client Certificate nobody asked for", OUT_OF_ORDER_E,
             UNEXPECTED_MESSAGE)
def s_unasked_cert(p):
    p.hello()
    p.send_hs(p.cert_msg(load_chain(p.pki["client_cert"])))


@server_case("client application data before its Finished",
             OUT_OF_ORDER_E, UNEXPECTED_MESSAGE)
def s_app_before_fin(p):
    p.hello()
    p.send_enc(CT_APP, b"too early")


@server_case("client Finished of the wrong length",
             (VERIFY_FINISHED_ERROR, BUFFER_ERROR),
             (DECRYPT_ERROR, DECODE_ERROR))
def s_short_fin(p):
    p.hello()
    p.send_hs(hs_msg(HS_FINISHED, p.fin_msg()[4:20]))


@server_case("supported_groups without key_share", EXT_MISSING,
             MISSING_EXTENSION)
def s_no_key_share(p):
    p.send_hs(p.ch_msg(drop=(EXT_KEY_SHARE,)), enc=False)


@server_case("HelloRetryRequest round trip", ok=True)
def s_hrr_ok(p):
    p.hrr_round()
    if p.server_hello() is not None:
        raise PeerError("a second HelloRetryRequest")
    p.server_flight()
    p.finish()
    p.exchange()


@server_case("second ClientHello without the cookie", HRR_COOKIE_ERROR,
             ILLEGAL_PARAMETER)
def s_hrr_no_cookie(p):
    hrr = p.hrr_round(lambda p, hrr: p.ch2_msg(hrr, cookie=False))
    if EXT_COOKIE not in hrr:
        raise CaseNA("the server's HelloRetryRequest has no cookie")


@server_case("second ClientHello without a share of the group asked for",
             BAD_KEY_SHARE_DATA, ILLEGAL_PARAMETER)
def s_hrr_wrong_group(p):
    p.hrr_round(lambda p, hrr: p.ch2_msg(hrr, group=SECP384R1))


@server_case("second ClientHello with another random", INVALID_PARAMETER,
             ILLEGAL_PARAMETER)
def s_hrr_new_random(p):
    def ch2(p, hrr):
        p.random = os.urandom(32)
        return p.ch2_msg(hrr)
    p.hrr_round(ch2)


@server_case("bad client Finished", VERIFY_FINISHED_ERROR, DECRYPT_ERROR,
             quick=True)
def s_bad_finished(p):
    p.hello()
    p.finish(corrupt=True)


CLIENT_AUTH = ("-A", "{client_root}")


@server_case("client certificate required and given", ok=True,
             args=CLIENT_AUTH)
def s_client_cert_ok(p):
    p.hello()
    if not p.cert_requested:
        raise PeerError("no CertificateRequest")
    p.finish(cert="client")
    p.exchange()


@server_case("bad client CertificateVerify", VERIFY_SIGN_ERROR,
             DECRYPT_ERROR, args=CLIENT_AUTH)
def s_client_bad_cv(p):
    p.hello()
    p.finish(cert="client", cv="corrupt")


@server_case("client certificate missing", NO_PEER_CERT, CERTIFICATE_REQUIRED,
             args=CLIENT_AUTH)
def s_client_no_cert(p):
    p.hello()
    p.finish(cert=None)


@server_case("client certificate from an unknown CA", ASN_NO_SIGNER_E,
             UNKNOWN_CA, args=("-A", "{other_root}"))
def s_client_unknown_ca(p):
    p.hello()
    p.finish(cert="client")


@server_case("flipped bit in the client's Finished record",
             VERIFY_MAC_ERROR, BAD_RECORD_MAC)
def s_bad_mac(p):
    p.hello()
    rec = bytearray(p.wr.seal(CT_HANDSHAKE, p.fin_msg()))
    rec[7] ^= 0x04
    p.send_raw(bytes(rec))


@server_case("ChangeCipherSpec of value 2", SANITY_MSG_E,
             UNEXPECTED_MESSAGE)
def s_ccs_2(p):
    p.hello()
    p.send_ccs(b"\x02")


@server_case("a second ClientHello in the clear", SANITY_MSG_E,
             UNEXPECTED_MESSAGE)
def s_second_ch(p):
    ch = p.ch_msg()
    p.hello(ch)
    p.send_hs(ch, enc=False, add=False)


@server_case("garbage instead of a ClientHello", UNKNOWN_RECORD_TYPE,
             UNEXPECTED_MESSAGE, quick=True)
def s_garbage(p):
    p.send_raw(b"GET / HTTP/1.1\r\nHost: localhost\r\n\r\n")


@server_case("application data before the ClientHello", SANITY_MSG_E,
             UNEXPECTED_MESSAGE)
def s_app_first(p):
    p.send_record(CT_APP, b"hello")


@server_case("plaintext record over 2^14 bytes", LENGTH_ERROR,
             RECORD_OVERFLOW)
def s_overflow(p):
    ch = p.ch_msg()
    p.send_record(CT_HANDSHAKE, ch + b"\0" * (MAX_PLAINTEXT + 1 - len(ch)))


@server_case("connection closed in the ClientHello", SOCKET_PEER_CLOSED_E,
             Expect.ANY)
def s_close(p):
    p.send_raw(record(CT_HANDSHAKE, p.ch_msg())[:60])
    p.wire.half_close()


# ------------------------------------------------------------ running --

SANITIZER = re.compile(r"ERROR: (AddressSanitizer|LeakSanitizer|"
                       r"MemorySanitizer|ThreadSanitizer)|runtime error:|"
                       r"uncaught target signal|Segmentation fault")


def sanitized_build():
    """Was the build configured with -fsanitize (its Makefile's
    CFLAGS)?"""
    try:
        with open(os.path.join(tl.build_dir(), "Makefile")) as f:
            return bool(re.search(r"^CFLAGS = .*-fsanitize", f.read(),
                                  re.M))
    except OSError:
        return False


class Env:
    """Settings of the run: commands, timeouts, the PKI."""

    def __init__(self, args, pki):
        self.pki = pki
        self.runner = tl.runner()
        self.valgrind = args.valgrind
        self.verbose = args.verbose
        slow = bool(self.runner) or self.valgrind
        self.timeout = 90.0 if slow else 15.0

    def command(self, name):
        cmd = tl.example_command(name)
        if self.valgrind:
            cmd = ["valgrind", "-q", "--error-exitcode=99",
                   "--leak-check=full",
                   "--errors-for-leak-kinds=definite,indirect"] + cmd
        return cmd


class Result:
    def __init__(self, name, ok, detail="", na=None, log=""):
        self.name, self.ok, self.detail, self.na = name, ok, detail, na
        self.log = log


def judge(case, proc, outcome, obs, peer_error):
    """[] when our side did what case.expect says, else the problems."""
    e = case.expect
    problems = []
    err = proc.err
    if outcome.timed_out:
        problems.append("hung: killed after the timeout")
    if SANITIZER.search(err) or proc.proc.returncode not in (0, 1, 99):
        problems.append("crashed or sanitizer report (exit status %s)" %
                        proc.proc.returncode)
    if proc.proc.returncode == 99:
        problems.append("valgrind reported errors")
    if e.ok:
        if not outcome.ok:
            problems.append("failed: %s" % outcome.brief())
        if peer_error:
            problems.append("peer: %s" % peer_error)
        return problems
    if outcome.ok or proc.proc.returncode == 0:
        problems.append("succeeded")
        return problems
    code = outcome.error
    alert = obs.first_alert() if obs else None
    if e.consistent:
        if code is None:
            problems.append("no error code printed")
        elif alert is not None:
            want = CODE_ALERT.get(code)
            if want is None or alert[1] not in want:
                problems.append("error %s with alert %s" % (
                    tl.error_text(code), alert_text(alert[1], alert[0])))
        elif code != SOCKET_PEER_CLOSED_E:
            problems.append("error %s without an alert" %
                            tl.error_text(code))
        return problems
    if code is None:
        problems.append("no error code printed")
    elif e.codes != Expect.ANY and code not in e.codes:
        problems.append("error %s, want %s" % (
            tl.error_text(code), "/".join(tl.error_text(c)
                                          for c in sorted(e.codes))))
    if e.alerts == Expect.ANY:
        pass
    elif e.alerts == Expect.NONE:
        if obs and [a for a in obs.alerts if a[1] != 0]:
            problems.append("sent %s, want no alert" % obs.describe())
    elif alert is None:
        problems.append("no alert (%s), want %s" % (
            obs.describe() if obs else "nothing read",
            "/".join(alert_text(a) for a in sorted(e.alerts))))
    elif alert[0] != 2 or alert[1] not in e.alerts:
        problems.append("alert %s, want %s" % (
            alert_text(alert[1], alert[0]),
            "/".join(alert_text(a) for a in sorted(e.alerts))))
    return problems


def missing_features(case):
    """The needs of case this build lacks (none known for a
    user_settings.h build or without wolfssl/options.h)."""
    macros, user = tl.build_macros()
    if user or not macros:
        return []
    return [n for n in case.needs
            if (n[1:] in macros if n.startswith("!") else n not in macros)]


def run_case(env, case):
    """Plays one case; its Result."""
    lacking = missing_features(case)
    if lacking:
        return Result(case.name, False, na="not for a build " + ", ".join(
            ("with " + n[1:]) if n.startswith("!") else ("without " + n)
            for n in lacking))
    deadline = time.monotonic() + env.timeout
    lsock = sock = proc = peer = None
    obs = None
    peer_error = na = None
    try:
        if case.side == "client":
            lsock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            lsock.bind(("127.0.0.1", 0))
            lsock.listen(1)
            port = lsock.getsockname()[1]
            proc = tl.Proc(env.command("client") +
                           ["-h", "127.0.0.1", "-p", str(port), "-A",
                            env.pki["root"]] + case.args)
            lsock.settimeout(0.2)
            while sock is None:
                try:
                    sock, _ = lsock.accept()
                except socket.timeout:
                    if proc.proc.poll() is not None:
                        raise PeerError("the client exited before it "
                                        "connected")
                    if time.monotonic() > deadline:
                        raise PeerTimeout("the client did not connect")
            peer = HostileServer(sock, deadline, env.pki, case.cert)
        else:
            proc = tl.Proc(env.command("server") +
                           ["-p", "0", "-C", "1", "-c",
                            env.pki["p256_cert"], "-k", env.pki["p256_key"]] +
                           [a.format(**env.pki) for a in case.args])
            m = proc.wait_for(r"^listening on port (\d+)", env.timeout)
            if not m:
                raise PeerTimeout("the server did not start listening")
            sock = socket.create_connection(("127.0.0.1", int(m.group(1))),
                                            timeout=env.timeout)
            peer = HostileClient(sock, deadline, env.pki)
        try:
            case.fn(peer)
        except CaseNA as e:
            na = str(e)
        except (PeerError, PeerTimeout, ValueError, KeyError) as e:
            peer_error = "%s: %s" % (type(e).__name__, e)
        if not case.expect.ok and na is None:
            obs = peer.collect(**case.collect)
    except (PeerError, PeerTimeout, OSError) as e:
        peer_error = "%s: %s" % (type(e).__name__, e)
    except Exception as e:     # a fault of this script: say where
        peer_error = "%s: %s\n%s" % (type(e).__name__, e,
                                     traceback.format_exc())
    finally:
        if peer is not None:
            peer.close()
        elif sock is not None:
            sock.close()
        if lsock is not None:
            lsock.close()
    if proc is None:
        return Result(case.name, False, "could not start: %s" % peer_error)
    proc.finish(max(5.0, deadline - time.monotonic()))
    if na is not None:
        return Result(case.name, False, na=na, log=proc.describe())
    outcome = tl.parse_example(proc)
    problems = judge(case, proc, outcome, obs, peer_error)
    if problems and peer_error and not case.expect.ok:
        problems.append("peer: %s" % peer_error)
    got = "error %s, %s" % (tl.error_text(outcome.error),
                            obs.describe() if obs else "nothing read")
    log = proc.describe() + ("--- peer saw: %s\n" % got)
    if problems:
        return Result(case.name, False, "; ".join(problems) +
                      " (want %s)" % case.expect.describe(), log=log)
    return Result(case.name, True, got, log=log)


class HostileTally(Tally):
    """Tally with expected failures (KNOWN_MISMATCHES)."""

    def __init__(self):
        super().__init__()
        self.xfail = 0

    def expected_failure(self, name, detail):
        self.xfail += 1
        print("xfail %s: %s" % (name, detail))

    def summary(self):
        if self.xfail:
            tl.note("%d expected failures (KNOWN_MISMATCHES)" % self.xfail)
        super().summary()


def parse_args(argv):
    import argparse
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--valgrind", action="store_true")
    ap.add_argument("--self-test", action="store_true")
    ap.add_argument("-j", "--jobs", type=int, default=0)
    ap.add_argument("-k", dest="pattern", default=None)
    ap.add_argument("-v", "--verbose", action="store_true")
    ap.add_argument("--list", action="store_true")
    return ap.parse_args(argv)


def main(argv=None):
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.list:
        for c in CASES:
            print(c.name)
        return 0
    t = HostileTally()
    bad = rfc8448_self_test()
    t.check(not bad, "key schedule and record protection reproduce RFC 8448 "
            "section 3", "differ: " + ", ".join(bad))
    if bad or args.self_test:
        t.summary()
        return t.exit_code()
    missing = [n for n in ("client", "server")
               if not os.path.exists(tl.example_path(n))]
    if missing:
        print("SKIP: %s not built (make examples/client examples/server)" %
              " and ".join(tl.example_path(n) for n in missing))
        return tl.SKIP
    if args.valgrind:
        if tl.runner():
            tl.note("--valgrind ignored under the runner %s" %
                    " ".join(tl.runner()))
            args.valgrind = False
        elif not tl.have_tool("valgrind"):
            tl.note("--valgrind: valgrind is not installed, running "
                    "without it")
            args.valgrind = False
        elif sanitized_build():
            tl.note("--valgrind ignored: %s is a sanitizer build (its "
                    "own checks run)" % tl.build_dir())
            args.valgrind = False
    quick = args.quick or os.environ.get("QUICK") == "1"
    cases = [c for c in CASES if (c.quick or not quick) and
             (args.pattern is None or args.pattern in c.name)]
    jobs = args.jobs or min(8, 2 * (os.cpu_count() or 1))
    start = time.monotonic()
    with tempfile.TemporaryDirectory() as d:
        env = Env(args, tls_pki.make_pki(d))
        with ThreadPoolExecutor(max_workers=jobs) as pool:
            results = list(pool.map(lambda c: run_case(env, c), cases))
    for r in results:
        if r.na is not None:
            t.not_applicable(r.name, r.na)
            continue
        if r.name in KNOWN_MISMATCHES:
            if r.ok:
                t.check(False, r.name, "passes now: take it off "
                        "KNOWN_MISMATCHES")
            else:
                t.expected_failure(r.name, r.detail)
        else:
            t.check(r.ok, r.name, r.detail)
        if args.verbose or (not r.ok and r.name not in KNOWN_MISMATCHES):
            if args.verbose or r.log:
                sys.stdout.write(re.sub(r"(?m)^", "    ",
                                        r.log.rstrip("\n")) + "\n")
    unknown = set(KNOWN_MISMATCHES) - set(c.name for c in CASES)
    for name in sorted(unknown):
        t.check(False, name, "in KNOWN_MISMATCHES but no such case")
    tl.note("%d cases in %.1f s, %d at a time%s" % (
        len(cases), time.monotonic() - start, jobs,
        " under valgrind" if args.valgrind else ""))
    t.summary()
    return t.exit_code()


if __name__ == "__main__":
    sys.exit(main())

"""tls_pki.py -- certificates for the TLS tests, made at test time with
python3-cryptography: a root CA, an intermediate, server leaves for every
key type TLS 1.3 signs with (ECDSA P-256/384/521, RSA-2048 with
rsaEncryption and with an RSASSA-PSS key, Ed25519), a client
certificate, and the bad ones (another root, expired, not yet valid,
another host name, a CA:FALSE issuer).

make_pki(dir) writes PEM files and returns a dict name -> path:
  root, root_key, other_root, inter (intermediate CA cert)
  <kind>_cert (leaf + intermediate chain), <kind>_key for kind in KINDS
  client_cert, client_key, client_root (the root that issued the client)
  expired_cert/_key, future_cert/_key, otherhost_cert/_key,
  unknown_cert/_key (issued by other_root)
Every server leaf names DNS:localhost and IP:127.0.0.1.
"""
import datetime
import ipaddress
import os

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec, ed448, ed25519, rsa
from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID

KINDS = ("p256", "p384", "p521", "rsa", "rsapss", "ed25519", "ed448")

NOW = datetime.datetime.utcnow().replace(microsecond=0)
DAY = datetime.timedelta(days=1)


def new_key(kind):
    """A private key of kind."""
    if kind == "p256":
        return ec.generate_private_key(ec.SECP256R1())
    if kind == "p384":
        return ec.generate_private_key(ec.SECP384R1())
    if kind == "p521":
        return ec.generate_private_key(ec.SECP521R1())
    if kind in ("rsa", "rsapss"):
        return rsa.generate_private_key(public_exponent=65537, key_size=2048)
    if kind == "ed25519":
        return ed25519.Ed25519PrivateKey.generate()
    if kind == "ed448":
        return ed448.Ed448PrivateKey.generate()
    raise ValueError(kind)


def _name(cn):
    return x509.Name([x509.NameAttribute(NameOID.ORGANIZATION_NAME, "Tests"),
                      x509.NameAttribute(NameOID.COMMON_NAME, cn)])


def _sign(builder, issuer_key):
    if isinstance(issuer_key, (ed25519.Ed25519PrivateKey,
                               ed448.Ed448PrivateKey)):
        return builder.sign(issuer_key, None)
    return builder.sign(issuer_key, hashes.SHA256())


def _cert(subject, issuer, pub, issuer_key, ca, hosts=("localhost",),
          ips=("127.0.0.1",), start=None, end=None, eku=None):
    b = (x509.CertificateBuilder()
         .subject_name(_name(subject)).issuer_name(_name(issuer))
         .public_key(pub).serial_number(x509.random_serial_number())
         .not_valid_before(start or NOW - DAY)
         .not_valid_after(end or NOW + 365 * DAY)
         .add_extension(x509.BasicConstraints(ca=ca, path_length=None),
                        critical=True))
    if ca:
        b = b.add_extension(x509.KeyUsage(
            digital_signature=False, content_commitment=False,
            key_encipherment=False, data_encipherment=False,
            key_agreement=False, key_cert_sign=True, crl_sign=True,
            encipher_only=False, decipher_only=False), critical=True)
    else:
        names = [x509.DNSName(h) for h in hosts] + \
                [x509.IPAddress(ipaddress.ip_address(i)) for i in ips]
        if names:
            b = b.add_extension(x509.SubjectAlternativeName(names),
                                critical=False)
        if eku:
            b = b.add_extension(x509.ExtendedKeyUsage(eku), critical=False)
    return _sign(b, issuer_key)


def _write_key(path, key):
    with open(path, "wb") as f:
        f.write(key.private_bytes(serialization.Encoding.PEM,
                                  serialization.PrivateFormat.PKCS8,
                                  serialization.NoEncryption()))


def _write_certs(path, *certs):
    with open(path, "wb") as f:
        for c in certs:
            f.write(c.public_bytes(serialization.Encoding.PEM))


def make_pki(d):
    """Write the test PKI into directory d; returns name -> path."""
    p = {}

    def path(name):
        p[name] = os.path.join(d, name + ".pem")
        return p[name]

    root_key = new_key("p256")
    root = _cert("Test Root", "Test Root", root_key.public_key(), root_key,
                 True)
    inter_key = new_key("p256")
    inter = _cert("Test Intermediate", "Test Root", inter_key.public_key(),
                  root_key, True)
    other_key = new_key("p256")
    other = _cert("Other Root", "Other Root", other_key.public_key(),
                  other_key, True)
    _write_certs(path("root"), root)
    _write_key(path("root_key"), root_key)
    _write_certs(path("other_root"), other)
    _write_certs(path("inter"), inter)
    server_eku = [ExtendedKeyUsageOID.SERVER_AUTH]

    for kind in KINDS:
        if kind == "rsapss":
            continue                       # made with openssl below
        key = new_key(kind)
        leaf = _cert("localhost", "Test Intermediate", key.public_key(),
                     inter_key, False, eku=server_eku)
        _write_certs(path(kind + "_cert"), leaf, inter)
        _write_key(path(kind + "_key"), key)

    def leaf_variant(name, issuer_cn, issuer_key, **kw):
        key = new_key("p256")
        leaf = _cert("localhost", issuer_cn, key.public_key(), issuer_key,
                     False, **kw)
        chain = (leaf, inter) if issuer_cn == "Test Intermediate" else (leaf,)
        _write_certs(path(name + "_cert"), *chain)
        _write_key(path(name + "_key"), key)

    leaf_variant("expired", "Test Intermediate", inter_key,
                 start=NOW - 30 * DAY, end=NOW - 2 * DAY)
    leaf_variant("future", "Test Intermediate", inter_key,
                 start=NOW + 2 * DAY, end=NOW + 30 * DAY)
    leaf_variant("otherhost", "Test Intermediate", inter_key,
                 hosts=("www.example.com",), ips=("192.0.2.1",))
    leaf_variant("unknown", "Other Root", other_key)
    leaf_variant("clientauth_only", "Test Intermediate", inter_key,
                 eku=[ExtendedKeyUsageOID.CLIENT_AUTH])

    # the client: issued by its own root
    croot_key = new_key("p256")
    croot = _cert("Client Root", "Client Root", croot_key.public_key(),
                  croot_key, True)
    ckey = new_key("p256")
    ccert = _cert("client", "Client Root", ckey.public_key(), croot_key,
                  False, hosts=(), ips=(),
                  eku=[ExtendedKeyUsageOID.CLIENT_AUTH])
    _write_certs(path("client_root"), croot)
    _write_certs(path("client_cert"), ccert)
    _write_key(path("client_key"), ckey)
    crsa = new_key("rsa")
    _write_certs(path("client_rsa_cert"),
                 _cert("client rsa", "Client Root", crsa.public_key(),
                       croot_key, False, hosts=(), ips=()))
    _write_key(path("client_rsa_key"), crsa)

    # RSASSA-PSS key (rsa_pss_pss_* schemes): python3-cryptography cannot
    # write an id-RSASSA-PSS SPKI, so openssl makes the key and the
    # certificate (the intermediate signs it)
    _openssl_pss_leaf(d, p, inter_key, inter)
    return p


def _openssl_pss_leaf(d, p, inter_key, inter):
    import subprocess
    key = os.path.join(d, "rsapss_key.pem")
    csr = os.path.join(d, "rsapss.csr")
    ext = os.path.join(d, "rsapss.ext")
    ikey = os.path.join(d, "inter_key.pem")
    cert = os.path.join(d, "rsapss_leaf.pem")
    _write_key(ikey, inter_key)
    with open(ext, "w") as f:
        f.write("subjectAltName=DNS:localhost,IP:127.0.0.1\n"
                "basicConstraints=critical,CA:FALSE\n"
                "extendedKeyUsage=serverAuth\n")
    run = lambda *a: subprocess.run(["openssl"] + list(a), check=True,  # noqa
                                    stdout=subprocess.DEVNULL,
                                    stderr=subprocess.DEVNULL)
    run("genpkey", "-algorithm", "RSA-PSS", "-pkeyopt", "rsa_keygen_bits:2048",
        "-out", key)
    run("req", "-new", "-key", key, "-subj", "/O=Tests/CN=localhost",
        "-out", csr)
    run("x509", "-req", "-in", csr, "-CA", p["inter"], "-CAkey", ikey,
        "-set_serial", "7", "-days", "365", "-extfile", ext, "-out", cert)
    with open(cert, "rb") as f:
        leaf = f.read()
    with open(os.path.join(d, "rsapss_cert.pem"), "wb") as f:
        f.write(leaf + inter.public_bytes(serialization.Encoding.PEM))
    p["rsapss_cert"] = os.path.join(d, "rsapss_cert.pem")
    p["rsapss_key"] = key

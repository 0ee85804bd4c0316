"""The table of fields the SP generator builds kernels for.

This is the first layer of the generator (see DESIGN.md section 4): one
description per modulus, read by the kernel builders (kernels.py), by the
catalogue of kernels per field (catalog.py) and by the tests.  Everything
numeric that a kernel bakes in (modulus words, the Montgomery constant
mp = -p^-1 mod 2^w, R^2 mod p) is derived here from the modulus, so there
is exactly one place to get a constant wrong, and test_fields.py checks
every one of them against first principles.

Kinds of field:
  generic  - an RSA/DH modulus given at run time (only its size is fixed):
             kernels take the modulus words and mp as parameters.
  prime    - the base field of an elliptic curve (or of SAKKE); carries the
             curve equation y^2 = x^3 + a x + b and a generator.
  order    - a group order (ECDSA/SM2 scalar arithmetic, SAKKE q).

Representation ("Montgomery form"): a field element x is kept as
x * R mod p with R = 2^(w * limbs(w)), except for P-521 whose prime is the
Mersenne number 2^521 - 1: there R = 1 (the plain value) and the
"Montgomery reduction" kernel is the shift-and-add Mersenne reduction.  The
kernels keep the same role names for every field so that the templates
can be instantiated uniformly; `Field.r(w)` tells which R applies.
"""

from dataclasses import dataclass, field as dc_field
from typing import Optional, Tuple

WORD_SIZES = (64, 32)


@dataclass(frozen=True)
class WcCurve:
    """A curve's identity in the wolfCrypt ECC API (its ecc_sets entry).

    id    - enum ecc_curve_id name (ecc.h), e.g. 'ECC_SECP256R1'.
    name  - the ecc_sets name ('SECP256R1'; wc_ecc_import_raw matches it).
    oid   - dotted OBJECT IDENTIFIER of the curve name; its DER content
            bytes and wolfCrypt's OID sum are derived (tmpl_curves.py).
    guard - macro the curve needs (e.g. 'WOLFSSL_SM2'), None: always.
    """
    id: str
    name: str
    oid: str
    guard: Optional[str] = None


@dataclass(frozen=True)
class Curve:
    """Short Weierstrass curve y^2 = x^3 + a*x + b over the prime field."""
    a: int
    b: int
    gx: int
    gy: int
    order: str            # name of the field holding the group order
    cofactor: int = 1
    wc: Optional[WcCurve] = None   # None: not an ecc_sets curve (SAKKE)

    @property
    def wc_id(self):
        """wolfCrypt's curve id (ecc.h ecc_curve_id), the key of the
        generated SP dispatch (sp_dispatch.c); '' when not a wolfCrypt
        curve."""
        return self.wc.id if self.wc else ""


@dataclass(frozen=True)
class Field:
    """One modulus (or modulus size) the generator builds kernels for.

    name      - key in FIELDS ('p256', 'p256_order', 'rsa2048', ...).
    prefix    - C name prefix of the field's kernels: sp_<prefix>_<role>_<n>.
    size_prefix - C name prefix of the size-only kernels (mul, add, ...)
                that this field uses: sp_<size_prefix>_<role>_<n>.
    bits      - bit length of the modulus (exact for fixed moduli; the
                maximum for generic ones).
    modulus   - the modulus, or None for a generic (run-time) modulus.
    kind      - 'generic', 'prime' or 'order'.
    reduction - 'montgomery' or 'mersenne' (P-521 prime only).
    curve     - curve parameters for kind 'prime' fields of curves.
    tags      - documentation of special structure; tests check each tag.
    """
    name: str
    prefix: str
    bits: int
    modulus: Optional[int]
    kind: str
    reduction: str = "montgomery"
    curve: Optional[Curve] = None
    tags: Tuple[str, ...] = ()
    size_prefix: str = dc_field(default="")
    description: str = ""

    def limbs(self, w):
        """Number of w-bit words holding a reduced element."""
        return (self.bits + w - 1) // w

    def words(self, value, w):
        """Little-endian list of limbs(w) words of value."""
        n = self.limbs(w)
        assert 0 <= value < (1 << (w * n))
        return [(value >> (w * i)) & ((1 << w) - 1) for i in range(n)]

    def sizep(self):
        return self.size_prefix or str(self.bits)

    @property
    def fixed(self):
        return self.modulus is not None

    def r(self, w):
        """R of the element representation (1 for Mersenne fields)."""
        if self.reduction == "mersenne":
            return 1
        return 1 << (w * self.limbs(w))

    def mp(self, w):
        """Montgomery constant -p^-1 mod 2^w (fixed odd moduli only)."""
        assert self.fixed and self.modulus & 1
        return (-pow(self.modulus, -1, 1 << w)) % (1 << w)

    def r2(self, w):
        """R^2 mod p: to_mont(a) = mont_mul(a, R^2)."""
        assert self.fixed
        return (self.r(w) * self.r(w)) % self.modulus


def montgomery_constant(m, w):
    """-m^-1 mod 2^w for an odd run-time modulus (used by the tests)."""
    return (-pow(m, -1, 1 << w)) % (1 << w)


def _h(s):
    return int("".join(s.split()), 16)


# ---------------------------------------------------------------------------
# NIST curves (FIPS 186-4 / SP 800-186).  Every value is checked in
# test_fields.py (primality, generator on the curve, [n]G = O).
# ---------------------------------------------------------------------------
P256_P = (1 << 256) - (1 << 224) + (1 << 192) + (1 << 96) - 1
P256_N = _h("FFFFFFFF00000000FFFFFFFFFFFFFFFF"
            "BCE6FAADA7179E84F3B9CAC2FC632551")
P256_B = _h("5AC635D8AA3A93E7B3EBBD55769886BC"
            "651D06B0CC53B0F63BCE3C3E27D2604B")
P256_GX = _h("6B17D1F2E12C4247F8BCE6E563A440F2"
             "77037D812DEB33A0F4A13945D898C296")
P256_GY = _h("4FE342E2FE1A7F9B8EE7EB4A7C0F9E16"
             "2BCE33576B315ECECBB6406837BF51F5")

P384_P = (1 << 384) - (1 << 128) - (1 << 96) + (1 << 32) - 1
P384_N = _h("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF"
            "C7634D81F4372DDF581A0DB248B0A77AECEC196ACCC52973")
P384_B = _h("B3312FA7E23EE7E4988E056BE3F82D19181D9C6EFE814112"
            "0314088F5013875AC656398D8A2ED19D2A85C8EDD3EC2AEF")
P384_GX = _h("AA87CA22BE8B05378EB1C71EF320AD746E1D3B628BA79B98"
             "59F741E082542A385502F25DBF55296C3A545E3872760AB7")
P384_GY = _h("3617DE4A96262C6F5D9E98BF9292DC29F8F41DBD289A147C"
             "E9DA3113B5F0B8C00A60B1CE1D7E819D7A431D7C90EA0E5F")

P521_P = (1 << 521) - 1
P521_N = _h("01FF"
            "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFA"
            "51868783BF2F966B7FCC0148F709A5D03BB5C9B8899C47AEBB6FB71E91386409")
P521_B = _h("0051"
            "953EB9618E1C9A1F929A21A0B68540EEA2DA725B99B315F3B8B489918EF109E1"
            "56193951EC7E937B1652C0BD3BB1BF073573DF883D2C34F1EF451FD46B503F00")
P521_GX = _h("00C6"
             "858E06B70404E9CD9E3ECB662395B4429C648139053FB521F828AF606B4D3D"
             "BAA14B5E77EFE75928FE1DC127A2FFA8DE3348B3C1856A429BF97E7E31C2E5"
             "BD66")
P521_GY = _h("0118"
             "39296A789A3BC0045C8A5FB42C7D1BD998F54449579B446817AFBD17273E66"
             "2C97EE72995EF42640C550B9013FAD0761353C7086A272C24088BE94769FD1"
             "6650")

# ---------------------------------------------------------------------------
# SM2 recommended curve sm2p256v1 (GB/T 32918.5-2017), as in
# vectors/sm2/sm2_vectors.txt.  p = 2^256 - 2^224 - 2^96 + 2^64 - 1, so
# p = -1 mod 2^64 and -p^-1 mod 2^64 = 1 (checked in the tests).
# ---------------------------------------------------------------------------
SM2_P = _h("FFFFFFFEFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF00000000FFFFFFFFFFFFFFFF")
SM2_A = _h("FFFFFFFEFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF00000000FFFFFFFFFFFFFFFC")
SM2_B = _h("28E9FA9E9D9F5E344D5A9E4BCF6509A7F39789F515AB8F92DDBCBD414D940E93")
SM2_GX = _h("32C4AE2C1F1981195F9904466A39C9948FE30BBFF2660BE1715A4589334C74C7")
SM2_GY = _h("BC3736A2F4F6779C59BDCEE36B692153D0A9877CC62A474002DF32E52139F0A0")
SM2_N = _h("FFFFFFFEFFFFFFFFFFFFFFFFFFFFFFFF7203DF6B21C6052B53BBF40939D54123")

# ---------------------------------------------------------------------------
# SAKKE, RFC 6509 parameter set 1 (= RFC 6508 Appendix A): E: y^2 = x^3 - 3x
# over F_p, p = 3 mod 4, q = (p + 1) / 4, P generates the order-q subgroup.
# As in vectors/sakke/rfc6508_rfc6509_param_set1.txt.
# ---------------------------------------------------------------------------
SAKKE_P = _h("""
997ABB1F0A563FDA65C61198DAD0657A416C0CE19CB48261BE9AE358B3E01A2E
F40AAB27E2FC0F1B228730D531A59CB0E791B39FF7C88A19356D27F4A666A6D0
E26C6487326B4CD4512AC5CD65681CE1B6AFF4A831852A82A7CF3C521C3C09AA
9F94D6AF56971F1FFCE3E82389857DB080C5DF10AC7ACE87666D807AFEA85FEB""")
SAKKE_Q = _h("""
265EAEC7C2958FF69971846636B4195E905B0338672D20986FA6B8D62CF8068B
BD02AAC9F8BF03C6C8A1CC354C69672C39E46CE7FDF222864D5B49FD2999A9B4
389B1921CC9AD335144AB173595A07386DABFD2A0C614AA0A9F3CF14870F026A
A7E535ABD5A5C7C7FF38FA08E2615F6C203177C42B1EB3A1D99B601EBFAA17FB""")
SAKKE_PX = _h("""
53FC09EE332C29AD0A7990053ED9B52A2B1A2FD60AEC69C698B2F204B6FF7CBF
B5EDB6C0F6CE2308AB10DB9030B09E1043D5F22CDB9DFA55718BD9E7406CE890
9760AF765DD5BCCB337C86548B72F2E1A702C3397A60DE74A7C1514DBA66910D
D5CFB4CC80728D87EE9163A5B63F73EC80EC46C4967E0979880DC8ABEAE63895""")
SAKKE_PY = _h("""
0A8249063F6009F1F9F1F0533634A135D3E82016029906963D778D821E141178
F5EA69F4654EC2B9E7F7F5E5F0DE55F66B598CCF9A140B2E416CFF0CA9E032B9
70DAE117AD547C6CCAD696B5B7652FE0AC6F1E80164AA989492D979FC5A4D5F2
13515AD7E9CB99A980BDAD5AD5BB4636ADB9B5706A67DCDE75573FD71BEF16D7""")
# g = <P, P> in RFC 6508's representation of PF_p (RFC 6509 section 2.1.1);
# tmpl_sakke.py recomputes it with its model of the pairing.
SAKKE_G = _h("""
66FC2A432B6EA392148F15867D623068C6A87BD1FB94C41E27FABE658E015A87
371E94744C96FEDA449AE9563F8BC446CBFDA85D5D00EF577072DA8F541721BE
EE0FAED1828EAB90B99DFB0138C7843355DF0460B4A9FD74B4F1A32BCAFA1FFA
D682C033A7942BCCE3720F20B9B7B0403C8CAE87B7A0042ACDE0FAB36461EA46""")


# ---------------------------------------------------------------------------
# Curve25519 (RFC 7748 section 4.1): the Montgomery curve
# v^2 = u^3 + A u^2 + u over GF(2^255 - 19), base point u = 9, subgroup
# order L (the Ed25519 group order of RFC 8032 too), cofactor 8.  Its
# field is not a Montgomery-form entry of FIELDS: kernels_25519.py keeps
# elements unsaturated, in `digits` digits of `digit_bits` bits, and folds
# the weight 2^(digits * digit_bits) back as `fold` (2^255 = 19 mod p).
# test_fields.py checks every value here.
# ---------------------------------------------------------------------------
@dataclass(frozen=True)
class RadixField:
    """A prime field kept in unsaturated digits with a small fold."""
    name: str
    modulus: int
    bits: int
    digit_bits: int
    digits: int
    fold: int           # 2^(digits * digit_bits) mod modulus
    description: str = ""


CURVE25519_P = (1 << 255) - 19
CURVE25519_A = 486662
CURVE25519_A24 = (CURVE25519_A - 2) // 4     # 121665, RFC 7748's a24
CURVE25519_U = 9
CURVE25519_L = (1 << 252) + 27742317777372353535851937790883648493
CURVE25519_COFACTOR = 8
# Ed25519 (RFC 8032 section 5.1): -x^2 + y^2 = 1 + d x^2 y^2 over the same
# field, birationally equivalent to Curve25519; base point B = (x, 4/5)
# with x even, of order L.
ED25519_D = (-121665 * pow(121666, -1, CURVE25519_P)) % CURVE25519_P
ED25519_BX = int("15112221349535400772501151409588531511454012693041857206"
                 "046113283949847762202")
ED25519_BY = 4 * pow(5, -1, CURVE25519_P) % CURVE25519_P

# Curve448 (RFC 7748 section 4.2): v^2 = u^3 + A u^2 + u over
# GF(2^448 - 2^224 - 1), base point u = 5, subgroup order L448, cofactor
# 4.  The field in eight 56-bit digits: 2^448 = 2^224 + 1 mod p (the
# "Goldilocks" fold, kernels_448.py).
CURVE448_P = (1 << 448) - (1 << 224) - 1
CURVE448_A = 156326
CURVE448_A24 = (CURVE448_A - 2) // 4         # 39081, RFC 7748's a24
CURVE448_U = 5
CURVE448_L = (1 << 446) - int(
    "13818066809895115352007386748515426880336692474882178609894547503885")
CURVE448_COFACTOR = 4
# Ed448 (RFC 8032 section 5.2: edwards448 of RFC 7748): x^2 + y^2 = 1 + d
# x^2 y^2 over the same field (a = 1, d = -39081, not a square), base
# point B of order L448.
ED448_D = -39081 % CURVE448_P
ED448_BX = int("22458004029592430018760433409989603624678964163256413424612"
               "54616869504154674060329090291928693579532825780320751464461"
               "73674602635247710")
ED448_BY = int("29881921007848149267601793044393067343754404015408024209592"
               "82413723315061898358760035368786554187847339823032335034625"
               "00531545062832660")

RADIX_FIELDS = {
    "f25519": RadixField(name="f25519", modulus=CURVE25519_P, bits=255,
                         digit_bits=51, digits=5, fold=19,
                         description="GF(2^255 - 19) of X25519 / Ed25519"),
    "f448": RadixField(name="f448", modulus=CURVE448_P, bits=448,
                       digit_bits=56, digits=8, fold=(1 << 224) + 1,
                       description="GF(2^448 - 2^224 - 1) of X448"),
}


def _curve_fields(name, prefix, p, n, a, b, gx, gy, bits, tags=(),
                  order_tags=(), reduction="montgomery", desc="", wc=None):
    order_name = name + "_order"
    prime = Field(name=name, prefix=prefix, bits=bits, modulus=p,
                  kind="prime", reduction=reduction, tags=tuple(tags),
                  curve=Curve(a=a % p, b=b, gx=gx, gy=gy, order=order_name,
                              wc=wc),
                  size_prefix=str(bits), description=desc)
    order = Field(name=order_name, prefix=prefix + "_order", bits=bits,
                  modulus=n, kind="order", tags=tuple(order_tags),
                  size_prefix=str(bits),
                  description="order of the " + desc + " group")
    return [prime, order]


def _build_table():
    fields = []
    fields += _curve_fields(
        "p256", "256", P256_P, P256_N, -3, P256_B, P256_GX, P256_GY, 256,
        tags=("mp_is_one", "a_is_minus_3"), desc="NIST P-256",
        wc=WcCurve("ECC_SECP256R1", "SECP256R1", "1.2.840.10045.3.1.7"))
    fields += _curve_fields(
        "p384", "384", P384_P, P384_N, -3, P384_B, P384_GX, P384_GY, 384,
        tags=("mp32_is_one", "p384_form", "a_is_minus_3"),
        desc="NIST P-384",
        wc=WcCurve("ECC_SECP384R1", "SECP384R1", "1.3.132.0.34"))
    fields += _curve_fields(
        "p521", "521", P521_P, P521_N, -3, P521_B, P521_GX, P521_GY, 521,
        tags=("mersenne", "mp_is_one", "a_is_minus_3"),
        reduction="mersenne", desc="NIST P-521",
        wc=WcCurve("ECC_SECP521R1", "SECP521R1", "1.3.132.0.35"))
    fields += _curve_fields(
        "sm2", "sm2", SM2_P, SM2_N, SM2_A, SM2_B, SM2_GX, SM2_GY, 256,
        tags=("mp_is_one", "a_is_minus_3"), desc="SM2 sm2p256v1",
        wc=WcCurve("ECC_SM2P256V1", "SM2P256V1", "1.2.156.10197.1.301",
                   guard="WOLFSSL_SM2"))
    sakke = _curve_fields(
        "sakke", "sakke", SAKKE_P, SAKKE_Q, -3, 0, SAKKE_PX, SAKKE_PY, 1024,
        tags=("p_is_3_mod_4", "a_is_minus_3", "b_is_zero"),
        desc="SAKKE RFC 6509 parameter set 1")
    # The SAKKE curve has cofactor (p + 1) / q = 4 over F_p; q has 1022
    # bits but is kept in 1024-bit (16 x 64) elements like p.
    sakke[0] = Field(**{**sakke[0].__dict__,
                        "curve": Curve(a=(-3) % SAKKE_P, b=0, gx=SAKKE_PX,
                                       gy=SAKKE_PY, order="sakke_order",
                                       cofactor=4)})
    fields += sakke
    # Ed25519's group order L (RFC 8032): scalars mod L in Montgomery form
    # on the 256-bit size kernels (no curve here: the curve is Edwards,
    # kernels_25519.py)
    fields.append(Field(name="ed25519_order", prefix="ed25519_order",
                        bits=253, modulus=CURVE25519_L, kind="order",
                        size_prefix="256",
                        description="order L of the Ed25519 group"))
    # Ed448's group order L448 (RFC 8032 section 5.2), the same way on the
    # 448-bit size kernels (7 x 64 / 14 x 32 limbs, R = 2^448)
    fields.append(Field(name="ed448_order", prefix="ed448_order",
                        bits=446, modulus=CURVE448_L, kind="order",
                        size_prefix="448",
                        description="order L of the Ed448 group"))
    uses = {512: "RSA CRT prime", 1024: "RSA/DH modulus or RSA CRT prime",
            1536: "RSA/DH modulus or RSA CRT prime",
            2048: "RSA/DH modulus or RSA CRT prime",
            3072: "RSA/DH modulus", 4096: "RSA/DH modulus"}
    for bits, role in uses.items():
        fields.append(Field(name="rsa%d" % bits, prefix=str(bits), bits=bits,
                            modulus=None, kind="generic",
                            size_prefix=str(bits),
                            description="generic %d-bit %s" % (bits, role)))
    return {f.name: f for f in fields}


FIELDS = _build_table()


def fixed_fields():
    return [f for f in FIELDS.values() if f.fixed]


def generic_fields():
    return [f for f in FIELDS.values() if not f.fixed]

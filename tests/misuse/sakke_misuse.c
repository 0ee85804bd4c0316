/* sakke_misuse.c
 *
 * API misuse tests for SAKKE (RFC 6508 / RFC 6509 parameter set 1): NULL
 * pointers, wrong and truncated sizes, short buffers, keys missing the
 * part an operation needs, points off the curve, out of range, at
 * infinity or outside the order-q subgroup, corrupted tables, an RSK for
 * another identity, and corrupted authentication data or encapsulated SSV
 * (SAKKE_VERIFY_FAIL_E).  Every case must give the stated result (and
 * nothing may crash; run it under ASan/UBSan too).  Prints one line per
 * failing case and a final "N passed, M failed" line; exits non-zero on
 * any failure.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

#ifdef WOLFCRYPT_HAVE_SAKKE

#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/random.h>
#include <wolfssl/wolfcrypt/hash.h>
#include <wolfssl/wolfcrypt/ecc.h>
#include <wolfssl/wolfcrypt/sakke.h>

static int passed, failed;

/* The expression must evaluate to a negative error code. */
#define NEG(expr) check_neg((expr), #expr, __LINE__)
/* The expression must evaluate to exactly want. */
#define EXPECT(expr, want) check_eq((expr), (want), #expr, __LINE__)

static void check_neg(int ret, const char* what, int line)
{
    if (ret < 0) {
        passed++;
    }
    else {
        failed++;
        printf("FAIL line %d: %s returned %d\n", line, what, ret);
    }
}

static void check_eq(int ret, int want, const char* what, int line)
{
    if (ret == want) {
        passed++;
    }
    else {
        failed++;
        printf("FAIL line %d: %s returned %d, want %d\n", line, what, ret,
               want);
    }
}

/* Setup must succeed. */
#define OK(expr) do { int r_ = (expr); if (r_ != 0) { \
    printf("setup failed line %d: %s = %d\n", __LINE__, #expr, r_); \
    return 1; } } while (0)

#define FSZ SAKKE_FIELD_SIZE

static const char hexP[] =
    "997ABB1F0A563FDA65C61198DAD0657A416C0CE19CB48261BE9AE358B3E01A2E"
    "F40AAB27E2FC0F1B228730D531A59CB0E791B39FF7C88A19356D27F4A666A6D0"
    "E26C6487326B4CD4512AC5CD65681CE1B6AFF4A831852A82A7CF3C521C3C09AA"
    "9F94D6AF56971F1FFCE3E82389857DB080C5DF10AC7ACE87666D807AFEA85FEB";
static const char hexQ[] =
    "265EAEC7C2958FF69971846636B4195E905B0338672D20986FA6B8D62CF8068B"
    "BD02AAC9F8BF03C6C8A1CC354C69672C39E46CE7FDF222864D5B49FD2999A9B4"
    "389B1921CC9AD335144AB173595A07386DABFD2A0C614AA0A9F3CF14870F026A"
    "A7E535ABD5A5C7C7FF38FA08E2615F6C203177C42B1EB3A1D99B601EBFAA17FB";
static const char hexPx[] =
    "53FC09EE332C29AD0A7990053ED9B52A2B1A2FD60AEC69C698B2F204B6FF7CBF"
    "B5EDB6C0F6CE2308AB10DB9030B09E1043D5F22CDB9DFA55718BD9E7406CE890"
    "9760AF765DD5BCCB337C86548B72F2E1A702C3397A60DE74A7C1514DBA66910D"
    "D5CFB4CC80728D87EE9163A5B63F73EC80EC46C4967E0979880DC8ABEAE63895";
static const char hexPy[] =
    "0A8249063F6009F1F9F1F0533634A135D3E82016029906963D778D821E141178"
    "F5EA69F4654EC2B9E7F7F5E5F0DE55F66B598CCF9A140B2E416CFF0CA9E032B9"
    "70DAE117AD547C6CCAD696B5B7652FE0AC6F1E80164AA989492D979FC5A4D5F2"
    "13515AD7E9CB99A980BDAD5AD5BB4636ADB9B5706A67DCDE75573FD71BEF16D7";

/* State shared by the cases (large: static). */
static WC_RNG rng;
static SakkeKey kms, empty, pubOnly, snd, rcv, tmp;
static ecc_point *rsk, *rskOther, *bad, *pt;
static const byte id[] = "alice@example.org";
static const byte idOther[] = "mallory@example.org";
static byte pubRaw[2 * FSZ], keyBuf[3 * FSZ], rskEnc[1 + 2 * FSZ];
static byte notSub[2 * FSZ];            /* on E, order 2q: P + (0, 0) */
static byte ssv[SAKKE_SSV_SIZE], hEnc[SAKKE_SSV_SIZE];
static byte auth[1 + 2 * FSZ];
static word16 authSz;
static byte buf[4 * FSZ];
static byte* itab;
static byte* rtab;
static word32 itabSz, rtabSz;
static mp_int mp_p, mp_q, t1, t2, t3;

/* P + T for the 2-torsion point T = (0, 0): lambda = Py / Px,
 * x = lambda^2 - Px, y = lambda (Px - x) - Py (affine, test-side
 * arithmetic).  The sum lies on E with order 2q. */
static int make_not_subgroup(void)
{
    mp_int px, py, l, x, y;

    mp_init_multi(&px, &py, &l, &x, &y, NULL);
    OK(mp_read_radix(&px, hexPx, MP_RADIX_HEX));
    OK(mp_read_radix(&py, hexPy, MP_RADIX_HEX));
    OK(mp_invmod(&px, &mp_p, &l));
    OK(mp_mulmod(&l, &py, &mp_p, &l));
    OK(mp_sqrmod(&l, &mp_p, &x));
    OK(mp_submod(&x, &px, &mp_p, &x));
    OK(mp_submod(&px, &x, &mp_p, &y));
    OK(mp_mulmod(&y, &l, &mp_p, &y));
    OK(mp_submod(&y, &py, &mp_p, &y));
    OK(mp_to_unsigned_bin_len(&x, notSub, FSZ));
    OK(mp_to_unsigned_bin_len(&y, notSub + FSZ, FSZ));
    return 0;
}

static int setup(void)
{
    word32 sz;
    int valid = 0;

    mp_init_multi(&mp_p, &mp_q, &t1, &t2, &t3, NULL);
    OK(mp_read_radix(&mp_p, hexP, MP_RADIX_HEX));
    OK(mp_read_radix(&mp_q, hexQ, MP_RADIX_HEX));
    OK(wc_InitRng(&rng));
    rsk = wc_ecc_new_point();
    rskOther = wc_ecc_new_point();
    bad = wc_ecc_new_point();
    pt = wc_ecc_new_point();
    if ((rsk == NULL) || (rskOther == NULL) || (bad == NULL) ||
        (pt == NULL))
        return 1;
    OK(wc_InitSakkeKey(&kms, NULL, INVALID_DEVID));
    OK(wc_InitSakkeKey(&empty, NULL, INVALID_DEVID));
    OK(wc_InitSakkeKey(&pubOnly, NULL, INVALID_DEVID));
    OK(wc_InitSakkeKey(&snd, NULL, INVALID_DEVID));
    OK(wc_InitSakkeKey(&rcv, NULL, INVALID_DEVID));
    OK(wc_InitSakkeKey(&tmp, NULL, INVALID_DEVID));
    OK(wc_MakeSakkeKey(&kms, &rng));
    sz = sizeof(pubRaw);
    OK(wc_ExportSakkePublicKey(&kms, pubRaw, &sz, 1));
    sz = sizeof(keyBuf);
    OK(wc_ExportSakkeKey(&kms, keyBuf, &sz));
    OK(wc_ImportSakkePublicKey(&pubOnly, pubRaw, sizeof(pubRaw), 0));
    OK(wc_MakeSakkeRsk(&kms, id, sizeof(id), rsk));
    OK(wc_MakeSakkeRsk(&kms, idOther, sizeof(idOther), rskOther));
    OK(wc_ValidateSakkeRsk(&kms, id, sizeof(id), rsk, &valid));
    if (valid != 1)
        return 1;
    sz = sizeof(rskEnc);
    OK(wc_EncodeSakkeRsk(&kms, rsk, rskEnc, &sz, 0));
    /* Sender and receiver, one encapsulation. */
    OK(wc_ImportSakkePublicKey(&snd, pubRaw, sizeof(pubRaw), 1));
    OK(wc_SetSakkeIdentity(&snd, id, sizeof(id)));
    OK(wc_ImportSakkePublicKey(&rcv, pubRaw, sizeof(pubRaw), 1));
    OK(wc_SetSakkeIdentity(&rcv, id, sizeof(id)));
    OK(wc_ImportSakkeRsk(&rcv, rskEnc, sizeof(rskEnc)));
    {
        word16 n = sizeof(ssv);
        OK(wc_GenerateSakkeSSV(&snd, &rng, ssv, &n));
    }
    memcpy(hEnc, ssv, sizeof(ssv));
    authSz = sizeof(auth);
    OK(wc_MakeSakkeEncapsulatedSSV(&snd, WC_HASH_TYPE_SHA256, hEnc,
                                   sizeof(hEnc), auth, &authSz));
    /* Tables of the right sizes. */
    OK(wc_MakeSakkePointI(&snd, id, sizeof(id)));
    if (wc_GenerateSakkePointITable(&snd, NULL, &itabSz) != LENGTH_ONLY_E)
        return 1;
    if (wc_GenerateSakkeRskTable(&rcv, rsk, NULL, &rtabSz) != LENGTH_ONLY_E)
        return 1;
    itab = (byte*)malloc(itabSz);
    rtab = (byte*)malloc(rtabSz);
    if ((itab == NULL) || (rtab == NULL))
        return 1;
    OK(wc_GenerateSakkePointITable(&snd, itab, &itabSz));
    OK(wc_GenerateSakkeRskTable(&rcv, rsk, rtab, &rtabSz));
    return make_not_subgroup();
}

/* bad = (x, y) from bytes, z = 1. */
static void set_bad(const byte* x, const byte* y)
{
    mp_read_unsigned_bin(bad->x, x, FSZ);
    mp_read_unsigned_bin(bad->y, y, FSZ);
    mp_set(bad->z, 1);
}

/* Derive with the receiver from copies of H and auth. */
static int derive(SakkeKey* k, const byte* h, word16 hSz, const byte* a,
                  word16 aSz)
{
    byte s[SAKKE_MAX_SSV_SIZE];

    memcpy(s, h, hSz);
    return wc_DeriveSakkeSSV(k, WC_HASH_TYPE_SHA256, s, hSz, a, aSz);
}

static void test_life_cycle(void)
{
    ecc_point* none = NULL;

    NEG(wc_InitSakkeKey(NULL, NULL, INVALID_DEVID));
    NEG(wc_InitSakkeKey_ex(&tmp, 64, ECC_SAKKE_1, NULL, INVALID_DEVID));
    NEG(wc_InitSakkeKey_ex(&tmp, FSZ, ECC_SECP256R1, NULL, INVALID_DEVID));
    NEG(wc_FreeSakkeKey(NULL));
    NEG(wc_MakeSakkeKey(NULL, &rng));
    NEG(wc_MakeSakkeKey(&tmp, NULL));
    NEG(wc_MakeSakkePublicKey(NULL, pt));
    EXPECT(wc_MakeSakkePublicKey(&empty, pt), BAD_STATE_E);
    EXPECT(wc_MakeSakkePublicKey(&pubOnly, none), BAD_STATE_E);
}

static void test_rsk(void)
{
    int valid = 1;

    NEG(wc_MakeSakkeRsk(NULL, id, sizeof(id), pt));
    NEG(wc_MakeSakkeRsk(&kms, NULL, sizeof(id), pt));
    NEG(wc_MakeSakkeRsk(&kms, id, 0, pt));
    NEG(wc_MakeSakkeRsk(&kms, buf, SAKKE_ID_MAX_SIZE + 1, pt));
    NEG(wc_MakeSakkeRsk(&kms, id, sizeof(id), NULL));
    EXPECT(wc_MakeSakkeRsk(&pubOnly, id, sizeof(id), pt), BAD_STATE_E);
    NEG(wc_ValidateSakkeRsk(&kms, id, sizeof(id), rsk, NULL));
    NEG(wc_ValidateSakkeRsk(NULL, id, sizeof(id), rsk, &valid));
    NEG(wc_ValidateSakkeRsk(&kms, id, sizeof(id), NULL, &valid));
    EXPECT(wc_ValidateSakkeRsk(&empty, id, sizeof(id), rsk, &valid),
           BAD_STATE_E);
    /* Off the curve: y + 1. */
    mp_copy(rsk->x, bad->x);
    mp_add_d(rsk->y, 1, bad->y);
    mp_set(bad->z, 1);
    EXPECT(wc_ValidateSakkeRsk(&kms, id, sizeof(id), bad, &valid),
           IS_POINT_E);
    /* x = p: out of range. */
    mp_copy(&mp_p, bad->x);
    EXPECT(wc_ValidateSakkeRsk(&kms, id, sizeof(id), bad, &valid),
           ECC_OUT_OF_RANGE_E);
    /* Infinity (z = 0) and (0, 0). */
    mp_copy(rsk->x, bad->x);
    mp_copy(rsk->y, bad->y);
    mp_set(bad->z, 0);
    EXPECT(wc_ValidateSakkeRsk(&kms, id, sizeof(id), bad, &valid),
           ECC_INF_E);
    mp_zero(bad->x);
    mp_zero(bad->y);
    mp_set(bad->z, 1);
    EXPECT(wc_ValidateSakkeRsk(&kms, id, sizeof(id), bad, &valid),
           ECC_INF_E);
    /* An RSK for another identity does not validate. */
    valid = 1;
    EXPECT(wc_ValidateSakkeRsk(&kms, id, sizeof(id), rskOther, &valid), 0);
    EXPECT(valid, 0);
}

/* wc_ImportSakkeKey(z || Z) requires Z = [z]P: another KMS's Z, -Z and
 * the z of the other key are refused, and the failed import leaves
 * neither part in the key; the matching pair imports and exports back. */
static void test_key_pair(void)
{
    byte other[3 * FSZ];
    word32 sz = sizeof(other);

    EXPECT(wc_MakeSakkeKey(&tmp, &rng), 0);
    EXPECT(wc_ExportSakkeKey(&tmp, other, &sz), 0);
    memcpy(buf, keyBuf, FSZ);
    memcpy(buf + FSZ, other + FSZ, 2 * FSZ);            /* z, Z' */
    EXPECT(wc_ImportSakkeKey(&tmp, buf, sizeof(keyBuf)), ECC_PRIV_KEY_E);
    sz = sizeof(buf);
    EXPECT(wc_ExportSakkeKey(&tmp, buf, &sz), BAD_STATE_E);
    sz = sizeof(buf);
    EXPECT(wc_ExportSakkePublicKey(&tmp, buf, &sz, 1), BAD_STATE_E);
    memcpy(buf, other, FSZ);
    memcpy(buf + FSZ, keyBuf + FSZ, 2 * FSZ);           /* z', Z */
    EXPECT(wc_ImportSakkeKey(&tmp, buf, sizeof(keyBuf)), ECC_PRIV_KEY_E);
    /* -Z = (x, p - y): on the curve, not [z]P. */
    memcpy(buf, keyBuf, sizeof(keyBuf));
    (void)mp_read_unsigned_bin(&t1, keyBuf + 2 * FSZ, FSZ);
    (void)mp_sub(&mp_p, &t1, &t1);
    (void)mp_to_unsigned_bin_len(&t1, buf + 2 * FSZ, FSZ);
    EXPECT(wc_ImportSakkeKey(&tmp, buf, sizeof(keyBuf)), ECC_PRIV_KEY_E);
    EXPECT(wc_ImportSakkeKey(&tmp, keyBuf, sizeof(keyBuf)), 0);
    sz = sizeof(buf);
    EXPECT(wc_ExportSakkeKey(&tmp, buf, &sz), 0);
    EXPECT(memcmp(buf, keyBuf, sizeof(keyBuf)), 0);
}

static void test_key_codec(void)
{
    word32 sz;

    sz = sizeof(buf);
    NEG(wc_ExportSakkeKey(NULL, buf, &sz));
    NEG(wc_ExportSakkeKey(&kms, buf, NULL));
    sz = 3 * FSZ - 1;
    EXPECT(wc_ExportSakkeKey(&kms, buf, &sz), BUFFER_E);
    sz = sizeof(buf);
    EXPECT(wc_ExportSakkeKey(&pubOnly, buf, &sz), BAD_STATE_E);
    /* Exactly 384 and 128 bytes (upstream's sizes). */
    EXPECT(wc_ImportSakkeKey(&tmp, keyBuf, sizeof(keyBuf) - 1), BUFFER_E);
    EXPECT(wc_ImportSakkeKey(&tmp, keyBuf, sizeof(keyBuf) + 1), BUFFER_E);
    EXPECT(wc_ImportSakkeKey(&tmp, keyBuf, 2 * FSZ), BUFFER_E);
    EXPECT(wc_ImportSakkeKey(&tmp, NULL, sizeof(keyBuf)), BAD_FUNC_ARG);
    EXPECT(wc_ImportSakkeKey(NULL, keyBuf, sizeof(keyBuf)), BAD_FUNC_ARG);
    EXPECT(wc_ImportSakkePrivateKey(&tmp, keyBuf, 0), BUFFER_E);
    EXPECT(wc_ImportSakkePrivateKey(&tmp, keyBuf, 1), BUFFER_E);
    EXPECT(wc_ImportSakkePrivateKey(&tmp, keyBuf, FSZ - 1), BUFFER_E);
    EXPECT(wc_ImportSakkePrivateKey(&tmp, keyBuf, FSZ + 1), BUFFER_E);
    EXPECT(wc_ImportSakkePrivateKey(&tmp, NULL, FSZ), BAD_FUNC_ARG);
    test_key_pair();
    /* Z off the curve. */
    memcpy(buf, keyBuf, sizeof(keyBuf));
    buf[3 * FSZ - 1] ^= 1;
    EXPECT(wc_ImportSakkeKey(&tmp, buf, sizeof(keyBuf)), IS_POINT_E);
    /* z = 0 and z = q. */
    memcpy(buf, keyBuf, sizeof(keyBuf));
    memset(buf, 0, FSZ);
    EXPECT(wc_ImportSakkeKey(&tmp, buf, sizeof(keyBuf)), ECC_PRIV_KEY_E);
    mp_to_unsigned_bin_len(&mp_q, buf, FSZ);
    EXPECT(wc_ImportSakkeKey(&tmp, buf, sizeof(keyBuf)), ECC_PRIV_KEY_E);
    memset(buf, 0xFF, FSZ);
    EXPECT(wc_ImportSakkePrivateKey(&tmp, buf, FSZ), ECC_PRIV_KEY_E);
    sz = FSZ - 1;
    EXPECT(wc_ExportSakkePrivateKey(&kms, buf, &sz), BUFFER_E);
    sz = sizeof(buf);
    EXPECT(wc_ExportSakkePrivateKey(&pubOnly, buf, &sz), BAD_STATE_E);
    sz = 2 * FSZ - 1;
    EXPECT(wc_ExportSakkePublicKey(&kms, buf, &sz, 1), BUFFER_E);
    sz = 2 * FSZ;
    EXPECT(wc_ExportSakkePublicKey(&kms, buf, &sz, 0), BUFFER_E);
    sz = sizeof(buf);
    EXPECT(wc_ExportSakkePublicKey(&empty, buf, &sz, 1), BAD_STATE_E);
}

static void test_pub_import(void)
{
    byte p1[1 + 2 * FSZ];

    NEG(wc_ImportSakkePublicKey(NULL, pubRaw, sizeof(pubRaw), 0));
    NEG(wc_ImportSakkePublicKey(&tmp, NULL, sizeof(pubRaw), 0));
    /* Truncated, and one byte too many without the 0x04 prefix. */
    NEG(wc_ImportSakkePublicKey(&tmp, pubRaw, sizeof(pubRaw) - 1, 0));
    p1[0] = 0x02;
    memcpy(p1 + 1, pubRaw, sizeof(pubRaw));
    NEG(wc_ImportSakkePublicKey(&tmp, p1, sizeof(p1), 0));
    p1[0] = 0x04;
    EXPECT(wc_ImportSakkePublicKey(&tmp, p1, sizeof(p1), 0), 0);
    /* Off the curve and x = p. */
    memcpy(buf, pubRaw, sizeof(pubRaw));
    buf[2 * FSZ - 1] ^= 0x01;
    EXPECT(wc_ImportSakkePublicKey(&tmp, buf, sizeof(pubRaw), 1),
           IS_POINT_E);
    mp_to_unsigned_bin_len(&mp_p, buf, FSZ);
    EXPECT(wc_ImportSakkePublicKey(&tmp, buf, sizeof(pubRaw), 1),
           ECC_OUT_OF_RANGE_E);
    /* On the curve, outside the subgroup: only a trusted import takes
     * it. */
    EXPECT(wc_ImportSakkePublicKey(&tmp, notSub, sizeof(notSub), 0),
           IS_POINT_E);
    EXPECT(wc_ImportSakkePublicKey(&tmp, notSub, sizeof(notSub), 1), 0);
}

static void test_rsk_codec(void)
{
    word32 sz;

    sz = sizeof(buf);
    NEG(wc_EncodeSakkeRsk(NULL, rsk, buf, &sz, 1));
    NEG(wc_EncodeSakkeRsk(&kms, NULL, buf, &sz, 1));
    NEG(wc_EncodeSakkeRsk(&kms, rsk, buf, NULL, 1));
    sz = 2 * FSZ - 1;
    EXPECT(wc_EncodeSakkeRsk(&kms, rsk, buf, &sz, 1), BUFFER_E);
    EXPECT(wc_EncodeSakkeRsk(&kms, rsk, NULL, &sz, 0), LENGTH_ONLY_E);
    EXPECT((int)sz, 1 + 2 * FSZ);
    NEG(wc_DecodeSakkeRsk(&kms, rskEnc, sizeof(rskEnc) - 1 - 1, pt));
    NEG(wc_DecodeSakkeRsk(&kms, NULL, sizeof(rskEnc), pt));
    NEG(wc_DecodeSakkeRsk(&kms, rskEnc, sizeof(rskEnc), NULL));
    memcpy(buf, rskEnc, sizeof(rskEnc));
    buf[0] = 0x03;
    NEG(wc_DecodeSakkeRsk(&kms, buf, sizeof(rskEnc), pt));
    buf[0] = 0x04;
    buf[2 * FSZ] ^= 0x01;
    EXPECT(wc_DecodeSakkeRsk(&kms, buf, sizeof(rskEnc), pt), IS_POINT_E);
    NEG(wc_ImportSakkeRsk(&tmp, rskEnc, 100));
    NEG(wc_ImportSakkeRsk(&tmp, buf, sizeof(rskEnc)));
}

static void test_point_i(void)
{
    word32 sz, len;
    byte i[2 * FSZ];

    NEG(wc_SetSakkeIdentity(NULL, id, sizeof(id)));
    NEG(wc_SetSakkeIdentity(&tmp, NULL, sizeof(id)));
    NEG(wc_SetSakkeIdentity(&tmp, id, 0));
    NEG(wc_SetSakkeIdentity(&tmp, buf, SAKKE_ID_MAX_SIZE + 1));
    EXPECT(wc_MakeSakkePointI(&empty, id, sizeof(id)), BAD_STATE_E);
    NEG(wc_MakeSakkePointI(&snd, id, 0));
    sz = sizeof(buf);
    EXPECT(wc_GetSakkePointI(&empty, buf, &sz), BAD_STATE_E);
    sz = 2 * FSZ - 1;
    EXPECT(wc_GetSakkePointI(&snd, buf, &sz), BUFFER_E);
    NEG(wc_GetSakkePointI(&snd, buf, NULL));
    sz = sizeof(i);
    EXPECT(wc_GetSakkePointI(&snd, i, &sz), 0);
    NEG(wc_SetSakkePointI(&tmp, id, sizeof(id), i, sizeof(i) - 1));
    i[5] ^= 0x20;
    EXPECT(wc_SetSakkePointI(&tmp, id, sizeof(id), i, sizeof(i)),
           IS_POINT_E);
    len = 0;
    EXPECT(wc_GenerateSakkePointITable(&empty, buf, &len), BAD_STATE_E);
    NEG(wc_GenerateSakkePointITable(&snd, itab, NULL));
    len = itabSz - 1;
    EXPECT(wc_GenerateSakkePointITable(&snd, itab, &len), BUFFER_E);
    NEG(wc_SetSakkePointITable(&snd, NULL, itabSz));
    NEG(wc_SetSakkePointITable(&snd, itab, itabSz - 1));
    EXPECT(wc_SetSakkePointITable(&empty, itab, itabSz), BAD_STATE_E);
    itab[0] ^= 0xFF;                            /* corrupted header */
    NEG(wc_SetSakkePointITable(&snd, itab, itabSz));
    itab[0] ^= 0xFF;
    /* An RSK table is not a point-I table. */
    NEG(wc_SetSakkePointITable(&snd, rtab, rtabSz));
    NEG(wc_ClearSakkePointITable(NULL));
}

static void test_encapsulate(void)
{
    byte h[SAKKE_MAX_SSV_SIZE + 1];
    byte a[1 + 2 * FSZ];
    word16 aSz = sizeof(a), n;

    memcpy(h, ssv, sizeof(ssv));
    NEG(wc_MakeSakkeEncapsulatedSSV(NULL, WC_HASH_TYPE_SHA256, h,
                                    sizeof(ssv), a, &aSz));
    NEG(wc_MakeSakkeEncapsulatedSSV(&snd, WC_HASH_TYPE_SHA256, NULL,
                                    sizeof(ssv), a, &aSz));
    NEG(wc_MakeSakkeEncapsulatedSSV(&snd, WC_HASH_TYPE_SHA256, h, 0, a,
                                    &aSz));
    NEG(wc_MakeSakkeEncapsulatedSSV(&snd, WC_HASH_TYPE_SHA256, h,
                                    SAKKE_MAX_SSV_SIZE + 1, a, &aSz));
    NEG(wc_MakeSakkeEncapsulatedSSV(&snd, WC_HASH_TYPE_SHA256, h,
                                    sizeof(ssv), a, NULL));
    NEG(wc_MakeSakkeEncapsulatedSSV(&snd, WC_HASH_TYPE_NONE, h,
                                    sizeof(ssv), a, &aSz));
    NEG(wc_MakeSakkeEncapsulatedSSV(&snd, (enum wc_HashType)99, h,
                                    sizeof(ssv), a, &aSz));
    aSz = 2 * FSZ;
    EXPECT(wc_MakeSakkeEncapsulatedSSV(&snd, WC_HASH_TYPE_SHA256, h,
                                       sizeof(ssv), a, &aSz), BUFFER_E);
    EXPECT(wc_MakeSakkeEncapsulatedSSV(&snd, WC_HASH_TYPE_SHA256, h,
                                       sizeof(ssv), NULL, &aSz),
           LENGTH_ONLY_E);
    EXPECT((int)aSz, 1 + 2 * FSZ);
    EXPECT(wc_MakeSakkeEncapsulatedSSV(&pubOnly, WC_HASH_TYPE_SHA256, h,
                                       sizeof(ssv), a, &aSz), BAD_STATE_E);
    EXPECT(wc_MakeSakkeEncapsulatedSSV(&empty, WC_HASH_TYPE_SHA256, h,
                                       sizeof(ssv), a, &aSz), BAD_STATE_E);
    /* SSV sizes and the generator. */
    n = 0;
    NEG(wc_GenerateSakkeSSV(&snd, &rng, h, &n));
    n = SAKKE_MAX_SSV_SIZE + 1;
    NEG(wc_GenerateSakkeSSV(&snd, &rng, h, &n));
    NEG(wc_GenerateSakkeSSV(&snd, NULL, h, &n));
    NEG(wc_GenerateSakkeSSV(&snd, &rng, h, NULL));
    NEG(wc_GetSakkeAuthSize(NULL, &aSz));
    NEG(wc_GetSakkeAuthSize(&snd, NULL));
    /* The SSV is left alone on failure. */
    EXPECT(memcmp(h, ssv, sizeof(ssv)), 0);
}

static void test_derive(void)
{
    byte a[1 + 2 * FSZ];
    byte h[SAKKE_SSV_SIZE];

    EXPECT(derive(&rcv, hEnc, sizeof(hEnc), auth, authSz), 0);
    NEG(wc_DeriveSakkeSSV(NULL, WC_HASH_TYPE_SHA256, h, sizeof(h), auth,
                          authSz));
    NEG(wc_DeriveSakkeSSV(&rcv, WC_HASH_TYPE_SHA256, NULL, sizeof(h), auth,
                          authSz));
    NEG(wc_DeriveSakkeSSV(&rcv, WC_HASH_TYPE_SHA256, h, sizeof(h), NULL,
                          authSz));
    NEG(derive(&rcv, hEnc, 0, auth, authSz));
    EXPECT(derive(&snd, hEnc, sizeof(hEnc), auth, authSz), BAD_STATE_E);
    /* Truncated, wrong prefix, off the curve, infinity. */
    NEG(derive(&rcv, hEnc, sizeof(hEnc), auth, (word16)(authSz - 1)));
    NEG(derive(&rcv, hEnc, sizeof(hEnc), auth + 1, (word16)(authSz - 1)));
    memcpy(a, auth, sizeof(a));
    a[0] = 0x05;
    NEG(derive(&rcv, hEnc, sizeof(hEnc), a, authSz));
    a[0] = 0x04;
    a[2 * FSZ] ^= 0x80;
    EXPECT(derive(&rcv, hEnc, sizeof(hEnc), a, authSz), IS_POINT_E);
    memset(a + 1, 0, 2 * FSZ);
    EXPECT(derive(&rcv, hEnc, sizeof(hEnc), a, authSz), ECC_INF_E);
    /* A valid point that is not R: -R = (x, p - y). */
    memcpy(a, auth, sizeof(a));
    mp_read_unsigned_bin(&t1, auth + 1 + FSZ, FSZ);
    mp_sub(&mp_p, &t1, &t1);
    mp_to_unsigned_bin_len(&t1, a + 1 + FSZ, FSZ);
    EXPECT(derive(&rcv, hEnc, sizeof(hEnc), a, authSz),
           SAKKE_VERIFY_FAIL_E);
    /* R replaced by P. */
    mp_read_radix(&t1, hexPx, MP_RADIX_HEX);
    mp_read_radix(&t2, hexPy, MP_RADIX_HEX);
    mp_to_unsigned_bin_len(&t1, a + 1, FSZ);
    mp_to_unsigned_bin_len(&t2, a + 1 + FSZ, FSZ);
    EXPECT(derive(&rcv, hEnc, sizeof(hEnc), a, authSz),
           SAKKE_VERIFY_FAIL_E);
    /* Corrupted H, a shorter H. */
    memcpy(h, hEnc, sizeof(h));
    h[3] ^= 0x01;
    EXPECT(derive(&rcv, h, sizeof(h), auth, authSz), SAKKE_VERIFY_FAIL_E);
    EXPECT(derive(&rcv, hEnc, sizeof(hEnc) - 1, auth, authSz),
           SAKKE_VERIFY_FAIL_E);
    /* Another hash than the sender's. */
    memcpy(h, hEnc, sizeof(h));
    EXPECT(wc_DeriveSakkeSSV(&rcv, WC_HASH_TYPE_SHA512, h, sizeof(h), auth,
                             authSz), SAKKE_VERIFY_FAIL_E);
    EXPECT(memcmp(h, hEnc, sizeof(h)), 0);
    /* The RSK of another identity (with and without its table). */
    EXPECT(wc_SetSakkeRsk(&tmp, rskOther, NULL, 0), 0);
    EXPECT(wc_ImportSakkePublicKey(&tmp, pubRaw, sizeof(pubRaw), 1), 0);
    EXPECT(wc_SetSakkeIdentity(&tmp, id, sizeof(id)), 0);
    EXPECT(derive(&tmp, hEnc, sizeof(hEnc), auth, authSz),
           SAKKE_VERIFY_FAIL_E);
    /* The right RSK with the other identity set. */
    EXPECT(wc_SetSakkeIdentity(&rcv, idOther, sizeof(idOther)), 0);
    EXPECT(derive(&rcv, hEnc, sizeof(hEnc), auth, authSz),
           SAKKE_VERIFY_FAIL_E);
    EXPECT(wc_SetSakkeIdentity(&rcv, id, sizeof(id)), 0);
    /* The table of another RSK: the derivation does not verify. */
    EXPECT(wc_SetSakkeRsk(&rcv, rsk, rtab, rtabSz), 0);
    EXPECT(derive(&rcv, hEnc, sizeof(hEnc), auth, authSz), 0);
    EXPECT(wc_GenerateSakkeRskTable(&rcv, rskOther, rtab, &rtabSz), 0);
    EXPECT(derive(&rcv, hEnc, sizeof(hEnc), auth, authSz),
           SAKKE_VERIFY_FAIL_E);
}

static void test_rsk_table(void)
{
    word32 len;

    len = rtabSz;
    NEG(wc_GenerateSakkeRskTable(NULL, rsk, rtab, &len));
    NEG(wc_GenerateSakkeRskTable(&rcv, NULL, rtab, &len));
    NEG(wc_GenerateSakkeRskTable(&rcv, rsk, rtab, NULL));
    len = rtabSz - 1;
    EXPECT(wc_GenerateSakkeRskTable(&rcv, rsk, rtab, &len), BUFFER_E);
    set_bad(pubRaw, pubRaw);
    len = rtabSz;
    NEG(wc_GenerateSakkeRskTable(&rcv, bad, rtab, &len));
    EXPECT(wc_GenerateSakkeRskTable(&rcv, rsk, rtab, &len), 0);
    NEG(wc_SetSakkeRsk(NULL, rsk, rtab, rtabSz));
    NEG(wc_SetSakkeRsk(&tmp, NULL, rtab, rtabSz));
    NEG(wc_SetSakkeRsk(&tmp, rsk, rtab, rtabSz - 1));
    NEG(wc_SetSakkeRsk(&tmp, bad, NULL, 0));
    NEG(wc_SetSakkeRsk(&tmp, rsk, itab, itabSz));
    rtab[12] ^= 0x01;                           /* entry count */
    NEG(wc_SetSakkeRsk(&tmp, rsk, rtab, rtabSz));
    rtab[12] ^= 0x01;
    EXPECT(wc_SetSakkeRsk(&tmp, rsk, rtab, rtabSz), 0);
}

int main(void)
{
    if (setup() != 0) {
        printf("setup failed\n0 passed, 1 failed\n");
        return 1;
    }
    test_life_cycle();
    test_rsk();
    test_key_codec();
    test_pub_import();
    test_rsk_codec();
    test_point_i();
    test_encapsulate();
    test_rsk_table();
    test_derive();
    wc_FreeSakkeKey(&kms);
    wc_FreeSakkeKey(&empty);
    wc_FreeSakkeKey(&pubOnly);
    wc_FreeSakkeKey(&snd);
    wc_FreeSakkeKey(&rcv);
    wc_FreeSakkeKey(&tmp);
    wc_ecc_del_point(rsk);
    wc_ecc_del_point(rskOther);
    wc_ecc_del_point(bad);
    wc_ecc_del_point(pt);
    wc_FreeRng(&rng);
    free(itab);
    free(rtab);
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}

#else
int main(void)
{
    printf("SAKKE not compiled in\n0 passed, 0 failed\n");
    return 0;
}
#endif /* WOLFCRYPT_HAVE_SAKKE */

/* fuzz_sm2_encrypt.c
 *
 * libFuzzer target for SM2 public-key encryption (sm2.c): a message from
 * the input is encrypted to a fixed key with the deterministic fuzz RNG
 * in the format byte 0 picks (WC_SM2_RAW, WC_SM2_DER, WC_SM2_RAW_C1C2C3),
 * and must decrypt back; the size query (out NULL) returns LENGTH_ONLY_E
 * with the largest size wc_ecc_sm2_encrypt_size gives, which bounds the
 * real one (equal for the raw formats); one flipped bit of the
 * ciphertext (byte 1: its position, byte 2: the bit) makes decryption
 * fail, and a MAC failure (MAC_CMP_FAILED_E) leaves the output zeroed.
 * An empty message is BAD_FUNC_ARG.  In the SP build the scalar
 * multiplications are the fixed-size SP tier.  Test layer only.  With
 * FUZZ_SEED_DIR set, the initialiser writes a seed per format.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/ecc.h>
#include <wolfssl/wolfcrypt/sm2.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include "fuzz_common.h"

/* Fixed private scalar in [1, n-2]. */
static const byte priv[32] = {
    0x5b, 0x12, 0xc4, 0x7e, 0x33, 0x90, 0x0a, 0xd1,
    0x48, 0x6f, 0x21, 0xbe, 0x97, 0x03, 0x5c, 0xe8,
    0x1d, 0x74, 0xa2, 0x39, 0xf0, 0x65, 0x8e, 0x17,
    0xcb, 0x40, 0x2d, 0x96, 0x7a, 0x01, 0xe3, 0x58
};
static ecc_key key;

#define MSG_MAX 512                     /* of the input, at most */

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    static byte ct[MSG_MAX + 256], pt[MSG_MAX + 256];
    fuzz_in in;
    int fmt, ret, i;
    byte pos, bit;
    word32 len, ctSz, q, ptSz, maxSz, p;
    WC_RNG rng;

    in.p = data;
    in.n = size;
    fmt = fuzz_byte(&in) % 3;
    pos = fuzz_byte(&in);
    bit = fuzz_byte(&in);
    len = (word32)in.n;
    if (len > MSG_MAX)
        len = MSG_MAX;
    fuzz_seed_reset();
    FUZZ_CHECK(wc_InitRng(&rng) == 0);
    ctSz = sizeof(ct);
    ret = wc_ecc_sm2_encrypt(&key, in.p, len, ct, &ctSz, &rng, fmt);
    if (len == 0) {
        FUZZ_CHECK(ret == BAD_FUNC_ARG);
        goto done;
    }
    FUZZ_CHECK(ret == 0);
    maxSz = wc_ecc_sm2_encrypt_size(len, fmt);
    FUZZ_CHECK(maxSz > 0 && ctSz <= maxSz);
    if (fmt != WC_SM2_DER)
        FUZZ_CHECK(ctSz == maxSz);
    q = 0;
    FUZZ_CHECK(wc_ecc_sm2_encrypt(&key, in.p, len, NULL, &q, &rng, fmt) ==
               LENGTH_ONLY_E && q == maxSz);
    ptSz = sizeof(pt);
    FUZZ_CHECK(wc_ecc_sm2_decrypt(&key, ct, ctSz, pt, &ptSz, fmt) == 0);
    FUZZ_CHECK(ptSz == len && memcmp(pt, in.p, len) == 0);
    q = 0;
    FUZZ_CHECK(wc_ecc_sm2_decrypt(&key, ct, ctSz, NULL, &q, fmt) ==
               LENGTH_ONLY_E && q >= len);
    /* One flipped bit anywhere breaks it. */
    p = (word32)pos * ctSz / 256;
    ct[p] ^= (byte)(1 << (bit & 7));
    memset(pt, 0xA5, sizeof(pt));
    ptSz = sizeof(pt);
    ret = wc_ecc_sm2_decrypt(&key, ct, ctSz, pt, &ptSz, fmt);
    FUZZ_CHECK(ret < 0);
    if (ret == MAC_CMP_FAILED_E) {
        for (i = 0; i < (int)len; i++)
            FUZZ_CHECK(pt[i] == 0);
    }
done:
    FUZZ_CHECK(wc_FreeRng(&rng) == 0);
    return 0;
}

static void make_seeds(const char* dir)
{
    static const byte msg[] = "fuzzing SM2 encryption: a message of 48 bytes";
    byte in[3 + sizeof(msg)];
    char name[32];
    int fmt;

    for (fmt = 0; fmt < 3; fmt++) {
        in[0] = (byte)fmt;
        in[1] = (byte)(40 * fmt + 7);
        in[2] = (byte)fmt;
        memcpy(in + 3, msg, sizeof(msg));
        snprintf(name, sizeof(name), "fmt%d", fmt);
        fuzz_seed_write(dir, name, -1, in, (word32)sizeof(in));
    }
}

int LLVMFuzzerInitialize(int* argc, char*** argv)
{
    (void)argc;
    (void)argv;
    fuzz_seed_install();
    FUZZ_CHECK(wc_ecc_init(&key) == 0);
    FUZZ_CHECK(wc_ecc_import_private_key_ex(priv, sizeof(priv), NULL, 0,
                                            &key, ECC_SM2P256V1) == 0);
    FUZZ_CHECK(wc_ecc_make_pub(&key, NULL) == 0);
    fuzz_maybe_seed(make_seeds);
    return 0;
}

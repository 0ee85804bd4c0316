/* ecdh.c -- elliptic-curve Diffie-Hellman through the public wolfCrypt API.
 *
 * For each of P-256, P-384 and P-521, Alice and Bob generate key pairs and
 * exchange their public keys as ANSI X9.63 bytes (0x04 || x || y), as they
 * would over a wire; each side imports the peer's bytes into a public-only
 * key and computes the shared secret, and the two secrets must match.  A
 * public key with a changed coordinate (off the curve) must be refused.
 * Prints one line per step; exit status 0 when every step worked.
 *
 * Build against an installed libwolfssl:
 *     cc ecdh.c $(pkg-config --cflags --libs wolfssl)
 */
#include <wolfssl/options.h>
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/random.h>
#include <wolfssl/wolfcrypt/ecc.h>

#include <stdio.h>
#include <string.h>

#define POINT_MAX (1 + 2 * 66)    /* X9.63 point of P-521 */

typedef struct {
    ecc_key key;                  /* own key pair */
    byte    pub[POINT_MAX];       /* own public key, X9.63 */
    word32  pubSz;
    byte    secret[66];
    word32  secretSz;
} Party;

static int step(const char* curve, const char* what, int ret)
{
    char line[64];

    snprintf(line, sizeof(line), "%s %s", curve, what);
    if (ret == 0)
        printf("%-48s ok\n", line);
    else
        printf("%-48s FAILED (%d: %s)\n", line, ret, wc_GetErrorString(ret));
    return ret;
}

static int make_party(Party* p, WC_RNG* rng, int curveId, int size)
{
    int ret = wc_ecc_make_key_ex(rng, size, &p->key, curveId);

    if (ret == 0)
        ret = wc_ecc_set_rng(&p->key, rng);   /* blinding of [d]Q */
    p->pubSz = sizeof(p->pub);
    if (ret == 0)
        ret = wc_ecc_export_x963(&p->key, p->pub, &p->pubSz);
    return ret;
}

/* Secret of self with the peer public key given as X9.63 bytes. */
static int agree(Party* self, const byte* peer, word32 peerSz, int curveId)
{
    ecc_key pub;
    int ret = wc_ecc_init(&pub);

    if (ret == 0)
        ret = wc_ecc_import_x963_ex(peer, peerSz, &pub, curveId);
    if (ret == 0)
        ret = wc_ecc_check_key(&pub);         /* on the curve, in range */
    self->secretSz = sizeof(self->secret);
    if (ret == 0)
        ret = wc_ecc_shared_secret(&self->key, &pub, self->secret,
                                   &self->secretSz);
    wc_ecc_free(&pub);
    return ret;
}

static int exchange(WC_RNG* rng, int curveId, int size, const char* name)
{
    static Party alice, bob;
    byte forged[POINT_MAX];
    int ret, r;

    memset(&alice, 0, sizeof(alice));
    memset(&bob, 0, sizeof(bob));
    ret = wc_ecc_init(&alice.key);
    if (ret == 0)
        ret = wc_ecc_init(&bob.key);
    if (ret == 0)
        ret = make_party(&alice, rng, curveId, size);
    if (ret == 0)
        ret = make_party(&bob, rng, curveId, size);
    ret = step(name, "key pairs, public keys exported (X9.63)", ret);
    if (ret == 0)
        ret = agree(&alice, bob.pub, bob.pubSz, curveId);
    if (ret == 0)
        ret = agree(&bob, alice.pub, alice.pubSz, curveId);
    if (ret == 0 && (alice.secretSz != bob.secretSz
                     || memcmp(alice.secret, bob.secret, bob.secretSz) != 0)) {
        printf("%s shared secrets differ: FAILED\n", name);
        ret = -1;
    }
    else
        ret = step(name, "both sides derive the same shared secret", ret);
    if (ret == 0) {
        /* Flip a bit of y: the point leaves the curve. */
        memcpy(forged, bob.pub, bob.pubSz);
        forged[bob.pubSz - 1] ^= 1;
        r = agree(&alice, forged, bob.pubSz, curveId);
        ret = step(name, "off-curve public key refused",
                   r < 0 ? 0 : ECC_BAD_ARG_E);
    }
    wc_ecc_free(&alice.key);
    wc_ecc_free(&bob.key);
    memset(&alice, 0, sizeof(alice));   /* the secrets */
    memset(&bob, 0, sizeof(bob));
    return ret;
}

int main(void)
{
    WC_RNG rng;
    int fails = 0;

    if (wc_InitRng(&rng) != 0) {
        printf("wc_InitRng FAILED\n");
        return 1;
    }
    fails += exchange(&rng, ECC_SECP256R1, 32, "P-256") != 0;
    fails += exchange(&rng, ECC_SECP384R1, 48, "P-384") != 0;
    fails += exchange(&rng, ECC_SECP521R1, 66, "P-521") != 0;
    wc_FreeRng(&rng);
    printf("%s\n", fails == 0 ? "ecdh: ok" : "ecdh: FAILED");
    return fails == 0 ? 0 : 1;
}

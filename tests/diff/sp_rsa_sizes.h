/* sp_rsa_sizes.h
 *
 * The fixed-size SP RSA/DH entry points of sp.h by modulus size, as a
 * table for the tests that drive them against the generic code
 * (tests/diff/sp_rsa_diff.c, tests/fuzz/fuzz_sp_diff.c).  Test layer only;
 * include after sp.h in a build with WOLFSSL_HAVE_SP_RSA and
 * WOLFSSL_HAVE_SP_DH.
 */
#ifndef SP_RSA_SIZES_H
#define SP_RSA_SIZES_H

typedef int (*modexp_fn)(const mp_int*, const mp_int*, const mp_int*,
                         mp_int*);
typedef int (*pub_fn)(const byte*, word32, const mp_int*, const mp_int*,
                      byte*, word32*);
typedef int (*priv_fn)(const byte*, word32, const mp_int*, const mp_int*,
                       const mp_int*, const mp_int*, const mp_int*,
                       const mp_int*, const mp_int*, byte*, word32*);
typedef int (*dh_fn)(const mp_int*, const byte*, word32, const mp_int*,
                     byte*, word32*);
typedef int (*dhpad_fn)(const mp_int*, const byte*, word32, const mp_int*,
                        byte*);

/* Entry points per size (NULL where the size has none). */
static const struct {
    int bits;
    modexp_fn modexp;
    pub_fn pub;
    priv_fn priv;
    dh_fn dh;
    dhpad_fn dhpad;
} sizes[] = {
    { 1024, sp_ModExp_1024, sp_RsaPublic_1024, sp_RsaPrivate_1024,
      sp_DhExp_1024, sp_DhExpPad_1024 },
    { 1536, sp_ModExp_1536, NULL, NULL, NULL, NULL },
    { 2048, sp_ModExp_2048, sp_RsaPublic_2048, sp_RsaPrivate_2048,
      sp_DhExp_2048, sp_DhExpPad_2048 },
    { 3072, sp_ModExp_3072, sp_RsaPublic_3072, sp_RsaPrivate_3072,
      sp_DhExp_3072, sp_DhExpPad_3072 },
    { 4096, sp_ModExp_4096, sp_RsaPublic_4096, sp_RsaPrivate_4096,
      sp_DhExp_4096, sp_DhExpPad_4096 },
};

#endif /* SP_RSA_SIZES_H */

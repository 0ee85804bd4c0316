/* hash_md.h
 *
 * Interface of the Merkle-Damgard frame (hash_md.c) that SHA-1 (sha.c),
 * SHA-224/256 (sha256.c), SHA-384/512 (sha512.c) and SM3 (sm3.c) share:
 * the buffering of partial blocks around each hash's compression function
 * and the final padding.  Support layer, not installed.
 *
 * A hash describes itself once (wc_MdAlg: block size, length-field size,
 * compression function) and hands its object's fields over by reference
 * (wc_MdState, built with WC_MD_STATE from any of the four object types,
 * which all have buffer, buffLen and total).
 */
#ifndef WOLF_CRYPT_HASH_MD_H
#define WOLF_CRYPT_HASH_MD_H

#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>

/* Compress nBlocks consecutive blocks at data (no alignment needed) into
 * the chaining value h. */
typedef void (*wc_MdCompress)(void* h, const byte* data, size_t nBlocks);

/* The block size is a power of two given by its logarithm, so that
 * block counts come from shifts (no division runs in a private
 * operation: some hash a secret of public length). */
typedef struct wc_MdAlg {
    word32        blockShift;   /* log2 of the block size: 6 or 7 */
    word32        lenSz;        /* bytes of the length field: 8 or 16 */
    wc_MdCompress compress;
} wc_MdAlg;

typedef struct wc_MdState {
    void*   h;                  /* chaining value */
    byte*   buffer;             /* partial block, one block long */
    word32* buffLen;            /* bytes in it, less than a block */
    word64* total;              /* message bytes absorbed */
} wc_MdState;

#define WC_MD_STATE(obj, chain) \
    { (obj)->chain, (obj)->buffer, &(obj)->buffLen, &(obj)->total }

/* Absorb data[0..len): whole blocks are compressed from data in place,
 * only the tail is buffered.  ready: whether the object is in a valid
 * state (else BAD_STATE_E); data may be NULL only for len 0
 * (BAD_FUNC_ARG).  The byte count is kept in 64 bits. */
WOLFSSL_LOCAL int wc_MdUpdate(const wc_MdAlg* a, const wc_MdState* s,
                              int ready, const byte* data, word32 len);

/* Pad (FIPS 180-4 5.1.1/5.1.2, GB/T 32905 5.2: 0x80, zeros, the message
 * length in bits big-endian in the last lenSz bytes) and compress: the
 * chaining value is then the digest.  The buffer is clobbered; the
 * caller resets the object. */
WOLFSSL_LOCAL void wc_MdPad(const wc_MdAlg* a, const wc_MdState* s);

#endif /* WOLF_CRYPT_HASH_MD_H */

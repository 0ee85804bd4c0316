/* dropin_time.h -- certificate dates in the upstream wolfSSL test builds.
 *
 * Forced into every file of the upstream wolfSSL builds of
 * scripts/upstream/dropin.sh (CFLAGS "-include dropin_time.h
 * -DDROPIN_RELEASE_TIME=<seconds since 1970>").  The test certificates
 * bundled with a wolfSSL release expire (5.7.2's on 2026-09-08, 5.5.4's
 * on 2025-09-11), after which upstream's TLS tests fail on
 * ASN_AFTER_DATE_E; yet other tests make certificates at run time (the
 * OCSP scripts, with openssl), which are valid from today only.  So
 * neither a clock moved back nor the certificates regenerated alone is
 * enough, and turning date checks off (NO_ASN_TIME_CHECK, which 5.5.4
 * lacks) would break the tests that expect expired certificates to fail.
 *
 * What this does, with wolfSSL's own override points (wc_port.h):
 * XVALIDATE_DATE (with USE_WOLF_VALIDDATE, so that wolfSSL still compiles
 * its wc_ValidateDate) accepts a certificate, CRL or OCSP date that is
 * valid now, or valid at DROPIN_RELEASE_TIME (dropin.sh: 30 days after
 * the release date in ChangeLog.md); for that second check XTIME, which
 * wc_ValidateDate reads through wc_Time, returns DROPIN_RELEASE_TIME.
 * Everything else sees the real time.  Dates bad at both instants still
 * fail (the suite's long-expired test certificates).  The flag is per
 * thread (the suite runs clients and servers in threads) and one
 * variable for the whole program (a weak definition in every file).
 * This file is ours (MIT); it is not part of any upstream tree.
 */
#ifndef DROPIN_TIME_H
#define DROPIN_TIME_H

#include <time.h>

#ifndef DROPIN_RELEASE_TIME
    #error "dropin_time.h needs DROPIN_RELEASE_TIME (seconds since 1970)"
#endif

/* Non-zero while this thread checks a date at DROPIN_RELEASE_TIME. */
__attribute__((weak)) __thread int dropin_at_release;

static inline time_t dropin_time(time_t* t)
{
    time_t now = dropin_at_release ? (time_t)(DROPIN_RELEASE_TIME) :
                                     time(NULL);

    if (t != NULL)
        *t = now;
    return now;
}

#define XTIME(t) dropin_time(t)

#define USE_WOLF_VALIDDATE
#define XVALIDATE_DATE(d, f, t) __extension__ ({                         \
    int dropin_ok_ = wc_ValidateDate((d), (f), (t));                    \
    if (!dropin_ok_) {                                                  \
        dropin_at_release = 1;                                          \
        dropin_ok_ = wc_ValidateDate((d), (f), (t));                    \
        dropin_at_release = 0;                                          \
    }                                                                   \
    dropin_ok_; })

#endif /* DROPIN_TIME_H */

/* cmpout — compare two outputs of a differential-test driver.
 *
 *   cmpout [-u ULPS] REF GOT
 *
 * Both files are sequences of whitespace-separated tokens: headers
 * ("@arg0", type, count, optional "GUARD-CORRUPTED") and values
 * "type:hexbits".  Tokens must be identical, except float values
 * (f16, bf16, f32, f64) when ULPS > 0: then they may differ by at most
 * ULPS units in the last place, and any NaN matches any NaN.
 * Exit 0 if the outputs agree, 1 if not (the first mismatches are
 * printed), 2 on usage/IO errors.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int next_tok(FILE *f, char *buf, size_t n)
{
	int ch;
	size_t k = 0;
	while ((ch = fgetc(f)) != EOF && (ch == ' ' || ch == '\n' || ch == '\t' || ch == '\r'))
		;
	if (ch == EOF)
		return 0;
	do {
		if (k + 1 < n)
			buf[k++] = (char)ch;
	} while ((ch = fgetc(f)) != EOF && ch != ' ' && ch != '\n' && ch != '\t' && ch != '\r');
	buf[k] = 0;
	return 1;
}

/* width of a float type name, 0 if not a float */
static int float_width(const char *t, size_t n, int *mant)
{
	if (n == 3 && !memcmp(t, "f16", 3)) { *mant = 10; return 16; }
	if (n == 4 && !memcmp(t, "bf16", 4)) { *mant = 7; return 16; }
	if (n == 3 && !memcmp(t, "f32", 3)) { *mant = 23; return 32; }
	if (n == 3 && !memcmp(t, "f64", 3)) { *mant = 52; return 64; }
	return 0;
}

/* Both tokens are "type:hex" of the same float type: within ulps? */
static int close_enough(const char *a, const char *b, long long ulps)
{
	const char *ca = strchr(a, ':'), *cb = strchr(b, ':');
	if (!ca || !cb || ca - a != cb - b || memcmp(a, b, (size_t)(ca - a)))
		return 0;
	int mant;
	int w = float_width(a, (size_t)(ca - a), &mant);
	if (!w)
		return 0;
	char *ea, *eb;
	uint64_t x = strtoull(ca + 1, &ea, 16), y = strtoull(cb + 1, &eb, 16);
	if (*ea || *eb)
		return 0;
	uint64_t sign = 1ull << (w - 1);
	uint64_t expmask = (w == 64 ? ~0ull : (1ull << w) - 1) & ~sign & ~((1ull << mant) - 1);
	uint64_t mmask = (1ull << mant) - 1;
	int nanx = (x & expmask) == expmask && (x & mmask);
	int nany = (y & expmask) == expmask && (y & mmask);
	if (nanx || nany)
		return nanx && nany;
	/* map to a monotonic signed integer line */
	long long ix = (x & sign) ? -(long long)(x & ~sign) : (long long)x;
	long long iy = (y & sign) ? -(long long)(y & ~sign) : (long long)y;
	long long d = ix > iy ? ix - iy : iy - ix;
	return d <= ulps;
}

int main(int argc, char **argv)
{
	long long ulps = 0;
	int ai = 1;
	if (argc > 2 && !strcmp(argv[1], "-u")) {
		ulps = atoll(argv[2]);
		ai = 3;
	}
	if (argc - ai != 2) {
		fprintf(stderr, "usage: cmpout [-u ULPS] REF GOT\n");
		return 2;
	}
	FILE *fa = fopen(argv[ai], "r"), *fb = fopen(argv[ai + 1], "r");
	if (!fa || !fb) {
		fprintf(stderr, "cmpout: cannot open %s\n", !fa ? argv[ai] : argv[ai + 1]);
		return 2;
	}
	char ta[256], tb[256], where[256] = "?";
	long long idx = -1, bad = 0, within = 0;
	int header = 0;
	for (;;) {
		int ha = next_tok(fa, ta, sizeof ta), hb = next_tok(fb, tb, sizeof tb);
		if (!ha || !hb) {
			if (ha != hb) {
				printf("%s output ends early (after %s[%lld])\n", ha ? "tsrewrite's" : "MLIR's", where, idx);
				bad++;
			}
			break;
		}
		if (ta[0] == '@') {
			snprintf(where, sizeof where, "%s", ta);
			idx = -1;
			header = 2;   /* type and count follow */
		} else if (header > 0) {
			header--;
		} else if (strchr(ta, ':')) {
			idx++;
		}
		if (!strcmp(ta, tb))
			continue;
		if (ulps > 0 && close_enough(ta, tb, ulps)) {
			within++;
			continue;
		}
		if (bad < 5)
			printf("%s[%lld]: MLIR %s, tsrewrite %s\n", where, idx, ta, tb);
		bad++;
		if (ta[0] == '@' || tb[0] == '@' || !strchr(ta, ':') || !strchr(tb, ':'))
			break;    /* structure differs: stop */
	}
	if (bad) {
		printf("%lld value(s) differ\n", bad);
		return 1;
	}
	if (within)
		printf("%lld float value(s) differ within %lld ulp\n", within, ulps);
	return 0;
}

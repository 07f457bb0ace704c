/* outfile.c — every file tsrewrite writes goes through here (issue 19).
 *
 * A path is written according to what it names, found with stat():
 *   - "-" (or no path): standard output, written as it comes;
 *   - a regular file, or nothing yet: a temporary file beside the final
 *     name (symbolic links followed, a dangling one included), renamed over
 *     it on success, so a failed run leaves the old file whole; the new
 *     file keeps the old one's mode, owner and group;
 *   - anything else (device, FIFO): it cannot be replaced, only written
 *     into, which is never atomic.  The output is held in an anonymous
 *     temporary file (memory if there is none) and the target is opened
 *     only once the run has succeeded, so a failed run opens nothing: a
 *     FIFO's reader sees no half output, /dev/null stays a device.
 * The library has no globals, so nothing here may touch the process-wide
 * umask (see make_temp). */
#define _DEFAULT_SOURCE   /* fchown, fchmod, readlink, lstat, open_memstream */
#include "tsrewrite.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

enum {
	MAX_LINKS = 40,       /* Linux's MAXSYMLINKS: a longer chain is a loop */
	TEMP_TRIES = 100,
	COPY_CHUNK = 1 << 16,
};

enum OutKind { OUT_STDOUT, OUT_REPLACE, OUT_INPLACE };

struct TsOut {
	enum OutKind kind;
	FILE *f;              /* where the caller writes */
	char *path;           /* as given: the messages name it */
	char *tmp;            /* OUT_REPLACE: the temporary beside the target */
	char *target;         /* OUT_REPLACE: the final name (links followed) */
	int in_memory;        /* OUT_INPLACE: f is an open_memstream of mem */
	char *mem;
	size_t memlen;
};

/* "cannot write PATH: WHAT: strerror(e)" into err (WHAT and e optional);
 * always -1.  PATH is the one the user gave, whatever links lead from it. */
static int out_fail(char *err, size_t n, const char *path, const char *what, int e)
{
	if (err && n)
		snprintf(err, n, "cannot write %s: %s%s%s", path, what ? what : "", what && e ? ": " : "",
		         e ? strerror(e) : "");
	return -1;
}

static const char *name_of(const TsOut *o)
{
	return o->kind == OUT_STDOUT ? "standard output" : o->path;
}

static void out_free(TsOut *o)
{
	free(o->path);
	free(o->tmp);
	free(o->target);
	free(o->mem);
	free(o);
}

/* ------------------------------------------------------ symbolic links */

/* What the link `name` points to, as a path usable from here (a relative
 * target is relative to the link's directory).  malloc'ed; NULL on error. */
static char *link_target(const char *name, const struct stat *st)
{
	/* st_size is the target's length, except for /proc's magic links (0) */
	size_t cap = (size_t)st->st_size + 1 < 256 ? 256 : (size_t)st->st_size + 1;
	char *t = NULL;
	for (;;) {
		free(t);
		if (!(t = malloc(cap)))
			return NULL;
		ssize_t k = readlink(name, t, cap);
		if (k < 0) {
			free(t);
			return NULL;
		}
		if ((size_t)k < cap) {
			t[k] = 0;
			break;
		}
		cap *= 2;
	}
	const char *slash = strrchr(name, '/');
	if (t[0] == '/' || !slash)
		return t;
	size_t dl = (size_t)(slash - name) + 1, tl = strlen(t);
	char *p = malloc(dl + tl + 1);
	if (p) {
		memcpy(p, name, dl);
		memcpy(p + dl, t, tl + 1);
	}
	free(t);
	return p;
}

/* The name the data finally lands in: path with its chain of symbolic
 * links followed.  A dangling link gives the name it points to, which
 * is then created, as a shell redirection or an LLVM tool does.  The links
 * themselves are never touched.  malloc'ed; NULL with errno set. */
static char *final_name(const char *path)
{
	char *cur = strdup(path);
	int e = ELOOP;
	for (int i = 0; cur && i <= MAX_LINKS; i++) {
		struct stat st;
		if (lstat(cur, &st) != 0) {
			if (errno == ENOENT)   /* not there yet: create it */
				return cur;
			e = errno;
			break;
		}
		if (!S_ISLNK(st.st_mode))
			return cur;
		char *next = link_target(cur, &st);
		e = errno;   /* if link_target failed */
		free(cur);
		cur = next;
	}
	free(cur);
	errno = e;
	return NULL;
}

/* ------------------------------------------------------ regular files */

/* "cannot create a temporary file in DIR", DIR the folder of name. */
static void temp_dir_failed(const char *name, char *out, size_t n)
{
	const char *slash = strrchr(name, '/');
	int len = !slash || slash == name ? 1 : (int)(slash - name);
	snprintf(out, n, "cannot create a temporary file in %.*s", len, slash ? name : ".");
}

/* A new file "NAME.tmp.XXXXXX" beside name, made with O_EXCL as mkstemp
 * makes its files (a name that exists is never reused), but with the mode
 * chosen here: mkstemp's 0600 would need the process-wide umask to widen
 * it, which a library cannot read without changing it.  0666 for a new
 * target, so the umask and the directory's default ACL apply as to any new
 * file; 0600 for an existing one, whose mode is copied before any data is
 * written, so the data is never more readable than the file it replaces. */
static int make_temp(const char *name, mode_t mode, char **tmp)
{
	static const char digits[] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
	size_t n = strlen(name) + 12;
	char *t = malloc(n);
	if (!t)
		return -1;
	struct timespec ts;
	clock_gettime(CLOCK_REALTIME, &ts);
	uint64_t x = (uint64_t)ts.tv_nsec ^ (uint64_t)ts.tv_sec << 30 ^ (uint64_t)getpid() << 40 ^ (uintptr_t)t;
	for (int i = 0; i < TEMP_TRIES; i++) {
		uint64_t z = (x += 0x9e3779b97f4a7c15ull);   /* splitmix64 */
		z = (z ^ z >> 30) * 0xbf58476d1ce4e5b9ull;
		z = (z ^ z >> 27) * 0x94d049bb133111ebull;
		z ^= z >> 31;
		char suffix[7];
		for (int k = 0; k < 6; k++, z /= 62)
			suffix[k] = digits[z % 62];
		suffix[6] = 0;
		snprintf(t, n, "%s.tmp.%s", name, suffix);
		int fd = open(t, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode);
		if (fd >= 0) {
			*tmp = t;
			return fd;
		}
		if (errno != EEXIST)
			break;
	}
	int e = errno;
	free(t);
	errno = e;
	return -1;
}

/* The replaced file's owner and group where permitted (root; a group the
 * user is in), then its mode: chown clears set-id bits, so it goes first. */
static int copy_attrs(int fd, const struct stat *st)
{
	if (fchown(fd, st->st_uid, st->st_gid) != 0)
		(void)!fchown(fd, (uid_t)-1, st->st_gid);
	return fchmod(fd, st->st_mode & 07777);
}

static int open_replace(TsOut *o, const struct stat *st, int exists, char *err, size_t n)
{
	if (!(o->target = final_name(o->path)))
		return out_fail(err, n, o->path, NULL, errno);
	int fd = make_temp(o->target, exists ? 0600 : 0666, &o->tmp);
	if (fd < 0) {
		char what[4200];
		int e = errno;
		temp_dir_failed(o->target, what, sizeof what);
		return out_fail(err, n, o->path, what, e);
	}
	if ((exists && copy_attrs(fd, st) != 0) || !(o->f = fdopen(fd, "wb"))) {
		int e = errno;
		close(fd);
		unlink(o->tmp);
		return out_fail(err, n, o->path, NULL, e);
	}
	o->kind = OUT_REPLACE;
	return 0;
}

/* -------------------------------------------------- devices and FIFOs */

/* tmpfile() is unlinked from the start (glibc uses O_TMPFILE), so no
 * name is ever left behind; memory is the fallback without a /tmp. */
static int open_inplace(TsOut *o, char *err, size_t n)
{
	o->kind = OUT_INPLACE;
	if ((o->f = tmpfile()))
		return 0;
	if ((o->f = open_memstream(&o->mem, &o->memlen))) {
		o->in_memory = 1;
		return 0;
	}
	return out_fail(err, n, o->path, "cannot hold the output", errno);
}

static int write_all(int fd, const char *p, size_t n)
{
	while (n) {
		ssize_t w = write(fd, p, n > (1u << 30) ? 1u << 30 : n);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return -1;
		p += w;
		n -= (size_t)w;
	}
	return 0;
}

/* The held output into the target, opened only now.  No O_TRUNC: devices
 * and FIFOs have nothing to truncate; no O_CREAT: the target exists. */
static int put_inplace(TsOut *o, char *err, size_t n)
{
	int fd = open(o->path, O_WRONLY | O_NOCTTY | O_CLOEXEC);
	if (fd < 0)
		return out_fail(err, n, o->path, NULL, errno);
	int rc = 0;
	if (o->in_memory) {
		rc = write_all(fd, o->mem, o->memlen);
	} else {   /* copy the tmpfile over */
		char *buf = malloc(COPY_CHUNK);
		size_t k;
		rewind(o->f);
		while (buf && rc == 0 && (k = fread(buf, 1, COPY_CHUNK, o->f)) > 0)
			rc = write_all(fd, buf, k);
		if (!buf || ferror(o->f))
			rc = -1, errno = buf ? EIO : ENOMEM;
		free(buf);
	}
	int e = errno;
	if (close(fd) != 0 && rc == 0)
		rc = -1, e = errno;
	return rc ? out_fail(err, n, o->path, NULL, e) : 0;
}

/* ------------------------------------------------------ the interface */

TsOut *ts_out_open(const char *path, char *err, size_t n)
{
	TsOut *o = calloc(1, sizeof *o);
	if (!o || !(o->path = strdup(path ? path : "-"))) {
		free(o);
		out_fail(err, n, path ? path : "standard output", NULL, ENOMEM);
		return NULL;
	}
	if (!strcmp(o->path, "-")) {
		o->kind = OUT_STDOUT;
		o->f = stdout;
		return o;
	}
	struct stat st;
	int rc;
	if (stat(o->path, &st) != 0)
		rc = errno == ENOENT ? open_replace(o, &st, 0, err, n)
		                     : out_fail(err, n, o->path, NULL, errno);
	else if (S_ISDIR(st.st_mode))
		rc = out_fail(err, n, o->path, NULL, EISDIR);
	else if (S_ISREG(st.st_mode))
		rc = open_replace(o, &st, 1, err, n);
	else
		rc = open_inplace(o, err, n);
	if (rc) {
		out_free(o);
		return NULL;
	}
	return o;
}

FILE *ts_out_file(TsOut *o)
{
	return o->f;
}

/* Flush what the caller wrote; -1 with a message on a write error.  A
 * failed fwrite may have emptied the buffer, leaving fflush nothing to
 * fail on: then the errno saved when the caller gave up is the reason. */
static int flush_stream(TsOut *o, int saved, char *err, size_t n)
{
	int bad = ferror(o->f), e = saved;
	errno = 0;
	if (fflush(o->f) != 0)
		bad = 1, e = errno;
	if (o->in_memory) {   /* fclose fixes mem and memlen */
		if (fclose(o->f) != 0)
			bad = 1, e = errno;
		o->f = NULL;
	}
	return bad ? out_fail(err, n, name_of(o), NULL, e ? e : EIO) : 0;
}

int ts_out_close(TsOut *o, int keep, char *err, size_t n)
{
	int saved = errno;
	if (err && n)
		err[0] = 0;
	int rc = flush_stream(o, saved, err, n);
	if (o->kind == OUT_REPLACE) {
		if (fclose(o->f) != 0 && rc == 0)
			rc = out_fail(err, n, o->path, NULL, errno);
		if (rc == 0 && keep && rename(o->tmp, o->target) != 0)
			rc = out_fail(err, n, o->path, NULL, errno);
		if (rc || !keep)
			unlink(o->tmp);
	} else if (o->kind == OUT_INPLACE) {
		if (rc == 0 && keep)
			rc = put_inplace(o, err, n);
		if (o->f)
			fclose(o->f);
	}
	if (rc == 0 && !keep)
		rc = out_fail(err, n, name_of(o), "the output is incomplete", 0);
	out_free(o);
	return rc;
}

/*
 * aeronkit benchmark: the physical baseline for UDP on loopback (no Aeron, no framing, no flow control).
 *
 * What the kernel alone can do with the same datagram sizes the Aeron benchmarks use, so the report can
 * say how far each Aeron implementation is from the wire:
 *
 *   udp_baseline throughput <length> <warmup_s> <measure_s> <batch> <so_rcvbuf>
 *       A sender thread blasts datagrams of <length> bytes at a receiver socket on 127.0.0.1 with
 *       sendmmsg (<batch> datagrams per call); the main thread drains them with recvmmsg (MSG_DONTWAIT,
 *       busy spin, <batch> per call). After <warmup_s> seconds it counts the datagrams received during
 *       <measure_s> seconds. Every datagram carries its sequence number in its first 8 bytes; the receiver
 *       checks they only ever increase (loopback may drop when the socket buffer is full, never reorder),
 *       and that the length is right. Prints one line:
 *         throughput messages=N seconds=S rate=R sent=M dropped=D errors=E
 *
 *   udp_baseline pingpong <length> <warmup> <messages> <max_s> <out_file>
 *       A pong thread echoes each datagram back; the ping thread stamps CLOCK_MONOTONIC into the first 8
 *       bytes, sends one datagram, busy-spins on recv until its echo is back and records the round trip.
 *       Up to <messages> timed round trips (after <warmup> untimed ones; each phase stops early after
 *       <max_s> seconds) are written to <out_file> as native int64 nanoseconds, for the caller to put
 *       into an HdrHistogram. Prints one line (N = round trips timed):
 *         pingpong count=N errors=E
 *
 * Built by benchmarks/udp.py at run time: gcc -O2 -std=c11 -pthread (never committed as a binary).
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#define MAX_LENGTH 65507
#define MAX_BATCH 1024
#define MAX_THROUGHPUT_LENGTH 2048

static inline int64_t now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

static _Noreturn void die(const char *what)
{
    perror(what);
    exit(2);
}

static long parse_long(const char *text, long lo, long hi, const char *name)
{
    char *end = NULL;
    errno = 0;
    long value = strtol(text, &end, 10);
    if (errno != 0 || end == text || *end != '\0' || value < lo || value > hi)
    {
        fprintf(stderr, "%s must be an integer in %ld..%ld, got '%s'\n", name, lo, hi, text);
        exit(2);
    }
    return value;
}

/* A UDP socket bound to 127.0.0.1 on an ephemeral port; its address goes to *bound. */
static int bound_socket(struct sockaddr_in *bound, int rcvbuf)
{
    int fd = socket(AF_INET, SOCK_DGRAM, 0);
    if (fd < 0)
    {
        die("socket");
    }
    if (rcvbuf > 0 && setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &rcvbuf, sizeof(rcvbuf)) != 0)
    {
        die("setsockopt SO_RCVBUF");
    }
    struct sockaddr_in addr;
    memset(&addr, 0, sizeof(addr));
    addr.sin_family = AF_INET;
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    addr.sin_port = 0;
    if (bind(fd, (struct sockaddr *)&addr, sizeof(addr)) != 0)
    {
        die("bind");
    }
    socklen_t len = sizeof(*bound);
    if (getsockname(fd, (struct sockaddr *)bound, &len) != 0)
    {
        die("getsockname");
    }
    return fd;
}

static void connect_to(int fd, const struct sockaddr_in *peer)
{
    if (connect(fd, (const struct sockaddr *)peer, sizeof(*peer)) != 0)
    {
        die("connect");
    }
}

/* ---- throughput ----------------------------------------------------------------------------------- */

struct blaster
{
    int fd;
    int length;
    int batch;
    atomic_bool running;
    uint64_t sent;
};

static void *blast(void *arg)
{
    struct blaster *b = arg;
    static uint8_t data[MAX_BATCH][MAX_THROUGHPUT_LENGTH];
    struct mmsghdr msgs[MAX_BATCH];
    struct iovec iov[MAX_BATCH];
    memset(data, 0, sizeof(data));
    memset(msgs, 0, sizeof(msgs));
    for (int i = 0; i < b->batch; i++)
    {
        iov[i].iov_base = data[i];
        iov[i].iov_len = (size_t)b->length;
        msgs[i].msg_hdr.msg_iov = &iov[i];
        msgs[i].msg_hdr.msg_iovlen = 1;
    }
    uint64_t sequence = 0;
    while (atomic_load_explicit(&b->running, memory_order_relaxed))
    {
        for (int i = 0; i < b->batch; i++)
        {
            uint64_t s = sequence + (uint64_t)i;
            memcpy(data[i], &s, sizeof(s));
        }
        int n = sendmmsg(b->fd, msgs, (unsigned int)b->batch, 0);
        if (n < 0)
        {
            if (errno == EINTR || errno == EAGAIN || errno == ENOBUFS || errno == ECONNREFUSED)
            {
                continue;
            }
            die("sendmmsg");
        }
        sequence += (uint64_t)n;
    }
    b->sent = sequence;
    return NULL;
}

static int run_throughput(int length, double warmup_s, double measure_s, int batch, int rcvbuf)
{
    struct sockaddr_in rx_addr, tx_addr;
    int rx = bound_socket(&rx_addr, rcvbuf);
    int tx = bound_socket(&tx_addr, 0);
    connect_to(tx, &rx_addr);

    static uint8_t data[MAX_BATCH][MAX_THROUGHPUT_LENGTH];
    struct mmsghdr msgs[MAX_BATCH];
    struct iovec iov[MAX_BATCH];
    memset(msgs, 0, sizeof(msgs));
    for (int i = 0; i < batch; i++)
    {
        iov[i].iov_base = data[i];
        iov[i].iov_len = sizeof(data[i]);
        msgs[i].msg_hdr.msg_iov = &iov[i];
        msgs[i].msg_hdr.msg_iovlen = 1;
    }

    struct blaster b = { .fd = tx, .length = length, .batch = batch, .sent = 0 };
    atomic_init(&b.running, true);
    pthread_t thread;
    if (pthread_create(&thread, NULL, blast, &b) != 0)
    {
        die("pthread_create");
    }

    uint64_t received = 0, counted = 0, errors = 0, last = 0;
    bool first = true;
    int64_t start = now_ns();
    int64_t timed_from = start + (int64_t)(warmup_s * 1e9);
    int64_t measure_ns = (int64_t)(measure_s * 1e9);
    int64_t now = start, timed_start = 0;
    bool timing = false;
    /* The window is measure_s long from the first loop pass after the warm-up, not a fixed wall-clock
     * interval: a receiver descheduled across a fixed interval (a loaded machine) would never open it. */
    for (;;)
    {
        now = now_ns();
        if (!timing && now >= timed_from)
        {
            timing = true;
            timed_start = now;
            counted = 0;
        }
        if (timing && now - timed_start >= measure_ns)
        {
            break;
        }
        int n = recvmmsg(rx, msgs, (unsigned int)batch, MSG_DONTWAIT, NULL);
        if (n <= 0)
        {
            if (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)
            {
                die("recvmmsg");
            }
            continue;
        }
        for (int i = 0; i < n; i++)
        {
            uint64_t s;
            if (msgs[i].msg_len != (unsigned int)length)
            {
                errors++;
                continue;
            }
            memcpy(&s, data[i], sizeof(s));
            if (!first && s <= last)
            {
                errors++;
            }
            first = false;
            last = s;
        }
        received += (uint64_t)n;
        counted += (uint64_t)n;
    }
    atomic_store(&b.running, false);
    pthread_join(thread, NULL);
    close(tx);
    close(rx);
    double seconds = (double)(now - timed_start) / 1e9;
    uint64_t dropped = b.sent > received ? b.sent - received : 0;
    printf("throughput messages=%llu seconds=%.6f rate=%.1f sent=%llu dropped=%llu errors=%llu\n",
        (unsigned long long)counted, seconds, (double)counted / seconds,
        (unsigned long long)b.sent, (unsigned long long)dropped, (unsigned long long)errors);
    return errors == 0 && counted > 0 ? 0 : 1;
}

/* ---- ping-pong ------------------------------------------------------------------------------------ */

struct ponger
{
    int fd;
    atomic_bool running;
    uint64_t echoed;
};

static void *pong(void *arg)
{
    struct ponger *p = arg;
    static uint8_t data[MAX_LENGTH];
    while (atomic_load_explicit(&p->running, memory_order_relaxed))
    {
        ssize_t n = recv(p->fd, data, sizeof(data), MSG_DONTWAIT);
        if (n < 0)
        {
            if (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)
            {
                continue;
            }
            die("pong recv");
        }
        while (send(p->fd, data, (size_t)n, 0) < 0)
        {
            if (errno != EINTR && errno != EAGAIN && errno != ENOBUFS)
            {
                die("pong send");
            }
        }
        p->echoed++;
    }
    return NULL;
}

static int run_pingpong(int length, long warmup, long messages, double max_s, const char *out_path)
{
    struct sockaddr_in ping_addr, pong_addr;
    int ping_fd = bound_socket(&ping_addr, 0);
    int pong_fd = bound_socket(&pong_addr, 0);
    connect_to(ping_fd, &pong_addr);
    connect_to(pong_fd, &ping_addr);

    int64_t *rtts = calloc((size_t)messages, sizeof(int64_t));
    uint8_t *out = calloc((size_t)length, 1);
    uint8_t *in = calloc((size_t)MAX_LENGTH, 1);
    if (rtts == NULL || out == NULL || in == NULL)
    {
        die("calloc");
    }
    for (int i = 0; i < length; i++)
    {
        out[i] = (uint8_t)(i * 7 + 1);
    }

    struct ponger p = { .fd = pong_fd, .echoed = 0 };
    atomic_init(&p.running, true);
    pthread_t thread;
    if (pthread_create(&thread, NULL, pong, &p) != 0)
    {
        die("pthread_create");
    }

    uint64_t errors = 0;
    long timed = 0;
    int64_t limit_ns = (int64_t)(max_s * 1e9);
    int64_t until = now_ns() + limit_ns;
    for (long i = 0; i < warmup + messages; i++)
    {
        if (i == warmup)
        {
            until = now_ns() + limit_ns;
        }
        if (now_ns() > until)
        {
            if (i < warmup)
            {
                i = warmup - 1;
                until = now_ns() + limit_ns;
                continue;
            }
            break;
        }
        int64_t stamp = now_ns();
        memcpy(out, &stamp, sizeof(stamp));
        while (send(ping_fd, out, (size_t)length, 0) < 0)
        {
            if (errno != EINTR && errno != EAGAIN && errno != ENOBUFS)
            {
                die("ping send");
            }
        }
        ssize_t n;
        while ((n = recv(ping_fd, in, MAX_LENGTH, MSG_DONTWAIT)) < 0)
        {
            if (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)
            {
                die("ping recv");
            }
        }
        int64_t rtt = now_ns() - stamp;
        if (n != length || memcmp(in, out, (size_t)length) != 0)
        {
            errors++;
        }
        if (i >= warmup)
        {
            rtts[i - warmup] = rtt;
            timed++;
        }
    }
    atomic_store(&p.running, false);
    pthread_join(thread, NULL);
    close(ping_fd);
    close(pong_fd);

    FILE *f = fopen(out_path, "wb");
    if (f == NULL || fwrite(rtts, sizeof(int64_t), (size_t)timed, f) != (size_t)timed || fclose(f) != 0)
    {
        die("write rtts");
    }
    printf("pingpong count=%ld errors=%llu\n", timed, (unsigned long long)errors);
    free(rtts);
    free(out);
    free(in);
    return errors == 0 && timed > 0 ? 0 : 1;
}

int main(int argc, char **argv)
{
    if (argc == 7 && strcmp(argv[1], "throughput") == 0)
    {
        int length = (int)parse_long(argv[2], 8, MAX_THROUGHPUT_LENGTH, "length");
        long warmup_s = parse_long(argv[3], 0, 3600, "warmup_s");
        long measure_s = parse_long(argv[4], 1, 3600, "measure_s");
        int batch = (int)parse_long(argv[5], 1, MAX_BATCH, "batch");
        int rcvbuf = (int)parse_long(argv[6], 0, 1 << 30, "so_rcvbuf");
        return run_throughput(length, (double)warmup_s, (double)measure_s, batch, rcvbuf);
    }
    if (argc == 7 && strcmp(argv[1], "pingpong") == 0)
    {
        int length = (int)parse_long(argv[2], 8, MAX_LENGTH, "length");
        long warmup = parse_long(argv[3], 0, 100000000, "warmup");
        long messages = parse_long(argv[4], 1, 100000000, "messages");
        long max_s = parse_long(argv[5], 1, 3600, "max_s");
        return run_pingpong(length, warmup, messages, (double)max_s, argv[6]);
    }
    fprintf(stderr,
        "usage: udp_baseline throughput <length> <warmup_s> <measure_s> <batch> <so_rcvbuf>\n"
        "       udp_baseline pingpong <length> <warmup> <messages> <max_s> <out_file>\n");
    return 2;
}

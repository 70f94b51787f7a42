"""A small aiohttp streaming probe, the peer streamgate's probe is compared with.

It measures the same streams the same way: each socket read is stamped with time.monotonic_ns()
(CLOCK_MONOTONIC, the clock the load server's process.hrtime.bigint() reads), split into SSE events,
each event's JSON parsed, and the error is read stamp minus the server's send stamp (sim_t_ns).
Prints one JSON object: event count, wall time, CPU share and error quantiles in ms.

Usage: python3 aiohttp_probe.py --url URL[,URL...] --concurrency 16 --events 200 --rate 100 [--rounds 1 | --seconds 6]
"""

import argparse
import asyncio
import json
import time

import aiohttp


def quantile(sorted_values, p):
    if not sorted_values:
        return None
    h = (len(sorted_values) - 1) * p
    lo = int(h)
    hi = min(len(sorted_values) - 1, lo + 1)
    return sorted_values[lo] + (h - lo) * (sorted_values[hi] - sorted_values[lo])


async def one_stream(session, url, load_header, events, errors_ms, counters):
    body = {"model": "load", "messages": [{"role": "user", "content": "bench"}], "max_tokens": events,
            "stream": True, "stream_options": {"include_usage": True}}
    headers = {"x-load": load_header, "accept": "text/event-stream"}
    buffer = b""
    async with session.post(url, json=body, headers=headers) as resp:
        if resp.status != 200:
            counters["failed"] += 1
            return
        async for chunk in resp.content.iter_any():
            stamp_ns = time.monotonic_ns()
            buffer += chunk
            while True:
                end = buffer.find(b"\n\n")
                if end < 0:
                    break
                frame = buffer[:end]
                buffer = buffer[end + 2:]
                for line in frame.split(b"\n"):
                    if not line.startswith(b"data:"):
                        continue
                    data = line[5:].strip()
                    if data == b"[DONE]":
                        continue
                    event = json.loads(data)
                    sent_ns = event.get("sim_t_ns")
                    if isinstance(sent_ns, int):
                        errors_ms.append((stamp_ns - sent_ns) / 1e6)
    counters["streams"] += 1


async def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", required=True, help="comma-separated load server base URLs")
    parser.add_argument("--concurrency", type=int, default=1)
    parser.add_argument("--events", type=int, default=200)
    parser.add_argument("--rate", type=float, default=100)
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--seconds", type=float, default=None)
    args = parser.parse_args()

    urls = [u + "/v1/chat/completions" for u in args.url.split(",")]
    load_header = json.dumps({"events": args.events, "tokensPerSecond": args.rate, "ttftMs": 20})
    errors_ms = []
    counters = {"streams": 0, "failed": 0}
    connector = aiohttp.TCPConnector(limit=0, force_close=False)
    timeout = aiohttp.ClientTimeout(total=None)
    async with aiohttp.ClientSession(connector=connector, timeout=timeout) as session:
        # Warm-up: open a few connections and run the code paths once.
        await asyncio.gather(*(one_stream(session, urls[i % len(urls)], json.dumps({"events": 20, "tokensPerSecond": 1000, "ttftMs": 1}), 20, [], {"streams": 0, "failed": 0}) for i in range(4)))
        deadline = None if args.seconds is None else time.monotonic() + args.seconds

        async def worker(w):
            r = 0
            while (deadline is None and r < args.rounds) or (deadline is not None and time.monotonic() < deadline):
                await one_stream(session, urls[w % len(urls)], load_header, args.events, errors_ms, counters)
                r += 1

        cpu_start = time.process_time()
        wall_start = time.monotonic()
        await asyncio.gather(*(worker(w) for w in range(args.concurrency)))
        wall_s = time.monotonic() - wall_start
        cpu_s = time.process_time() - cpu_start

    errors_ms.sort()
    print(json.dumps({
        "events": len(errors_ms),
        "streams": counters["streams"],
        "failed": counters["failed"],
        "wallS": wall_s,
        "cpu": cpu_s / wall_s,
        "p50Ms": quantile(errors_ms, 0.5),
        "p99Ms": quantile(errors_ms, 0.99),
        "maxMs": errors_ms[-1] if errors_ms else None,
    }))


asyncio.run(main())

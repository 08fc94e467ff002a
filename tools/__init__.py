"""Developer tools: benchmarks, the MicroPython unix port launcher, deploys."""

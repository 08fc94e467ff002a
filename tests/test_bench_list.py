"""`python -m tools.bench` with no names runs every benchmark: each module it lists has the
main() it calls, and the saves app_heap resumes (<key>_resume.py) are not among them; those run
on the MicroPython unix port too import there."""
from tools.bench.__main__ import names


def test_every_listed_benchmark_has_a_main():
    for name in names():
        module = __import__("tools.bench." + name, None, None, ["main"])
        assert callable(getattr(module, "main", None)), name


def test_the_resumes_app_heap_plays_are_not_benchmarks():
    listed = names()
    assert "app_heap" in listed
    assert not [n for n in listed if n.endswith("_resume")]


def test_every_benchmark_run_on_micropython_imports_there():
    # `python -m tools.bench` runs each one but the heap ones under the unix port too.
    from tools import unix_port
    runtime = [n for n in names() if not n.endswith("_heap")]
    result = unix_port.run("".join("import tools.bench.%s\n" % n for n in runtime) +
                           "print('imported', %d)\n" % len(runtime))
    assert result.stdout.strip().endswith("imported %d" % len(runtime)), result.stderr


def test_benchmarks_under_micropython_load_the_app_precompiled_as_a_board_does():
    # A press that imports a module must time loading its .mpy, not compiling its source.
    from tools.bench.__main__ import under_micropython
    result = under_micropython(
        "import tools.bench.press, gameboard.shell\n"
        "from gameboard.rules.cards import rummoli_history\n"
        "print(gameboard.shell.__file__, rummoli_history.__file__)\n")
    loaded = result.stdout.split()
    assert len(loaded) == 2, result.stderr
    for path in loaded:
        assert path.startswith("build/mpy/firmware/gameboard/") and path.endswith(".mpy"), path

"""`python -m tools.bench` with no names runs every benchmark: each module it lists has the
main() it calls, and the saves app_heap resumes (<key>_resume.py) are not among them."""
from tools.bench.__main__ import names


def test_every_listed_benchmark_has_a_main():
    for name in names():
        module = __import__("tools.bench." + name, None, None, ["main"])
        assert callable(getattr(module, "main", None)), name


def test_the_resumes_app_heap_plays_are_not_benchmarks():
    listed = names()
    assert "app_heap" in listed
    assert not [n for n in listed if n.endswith("_resume")]

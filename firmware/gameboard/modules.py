"""unload(prefix, ...): forgets imported modules so the heap gets their code back.

A 64 KB heap cannot hold the menus, a game's rules and its controller at once, so the shell
unloads what the next screen will not need (the menus while a game runs, the game when back in
the menus); a later import loads a module afresh. Objects still referring to an unloaded
module's functions keep them alive, so this is only ever a saving, never a breakage.
"""
import gc
import sys


def unload(*prefixes, collect=True):
    # Only the names that go are listed, not the whole of sys.modules: on a fragmented heap a
    # list of every module's name can be the one block that cannot be found. collect=False
    # leaves the collection to the caller, for one after several unloads.
    dotted = [prefix + "." for prefix in prefixes]
    doomed = [name for name in sys.modules
              if name in prefixes or any(name.startswith(d) for d in dotted)]
    for name in doomed:
        del sys.modules[name]
        parent, _, child = name.rpartition(".")
        if parent in sys.modules and hasattr(sys.modules[parent], child):
            delattr(sys.modules[parent], child)
    if collect:
        gc.collect()


def use_once(name, function, *args):
    """The module `name`'s `function` called with args, the module loaded for the call and
    unloaded after it: code a board needs once per power-up (reading its description, the
    settings) need not stay in the heap while the app runs."""
    module = __import__(name, None, None, [function])
    try:
        return getattr(module, function)(*args)
    finally:
        module = None
        unload(name)

"""unload(prefix, ...): forgets imported modules so the heap gets their code back.

A 64 KB heap cannot hold the menus, a game's rules and its controller at once, so the shell
unloads what the next screen will not need (the menus while a game runs, the game when back in
the menus); a later import loads a module afresh. Objects still referring to an unloaded
module's functions keep them alive, so this is only ever a saving, never a breakage.
"""
import gc
import sys


def unload(*prefixes, collect=True):
    # The modules that go are found one at a time, none listed: on a fragmented heap, a list
    # (even of only the names that go) can be the one block that cannot be found.
    # collect=False leaves the collection to the caller, for one after several unloads.
    name = _doomed(prefixes)
    while name is not None:
        del sys.modules[name]
        parent, _, child = name.rpartition(".")
        if parent in sys.modules and hasattr(sys.modules[parent], child):
            delattr(sys.modules[parent], child)
        name = _doomed(prefixes)
    if collect:
        gc.collect()


def _doomed(prefixes):
    """A loaded module that is one of `prefixes` or inside one, or None."""
    for name in sys.modules:
        for prefix in prefixes:
            # find(): the character after the prefix is a dot, read without slicing a string.
            if name == prefix or name.startswith(prefix) and \
                    name.find(".", len(prefix)) == len(prefix):
                return name
    return None


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

"""Reading what the board says: the whole text of a notice page (scrolled through with DOWN),
and what the board does with a save it was handed."""


def read_page(rig):
    """(title, the body's words as one line), scrolling down to the end."""
    s = rig.screen()
    title = s.rows[0]
    lines = list(s.items()[1:])
    for _ in range(40):
        rig.press("DOWN")
        more = rig.screen().items()[1:]
        if more == lines[-len(more):]:
            break
        lines.append(more[-1])
    return title, " ".join([line for line in lines if line])

"""GameScreen: a game controller (games/controller.py) on the shell's stack. It passes events
and time to the controller and acts on what it answers: a turn boundary or the end is saved at
once; QUIT goes back to the menu, the game staying saved for resume (a finished game is then
forgotten); REDRAW (an animation step) only asks for a new frame.

It answers all of a Screen's calls (ui/screen.py) itself, so it is no subclass of one: a game
that pushes no screens of its own then plays without ui/screen.py in the heap (the shell unloads
it with the menus)."""
from gameboard.games import controller


class GameScreen:
    def __init__(self, ctrl):
        self.ctrl = ctrl

    def _act(self, result, shell):
        if result == controller.TURN or result == controller.OVER:
            shell.save_game(self.ctrl)
        elif result == controller.QUIT:
            if self.ctrl.over:  # a finished game is no longer offered
                shell._slot().clear()
                shell.resume_label = shell.resume_key = None
            self.ctrl = None
            shell.back()
            shell.unload_game()

    def handle(self, ev, shell):
        self._act(self.ctrl.handle(ev), shell)

    def tick(self, now, shell):
        result = self.ctrl.tick(now)
        self._act(result, shell)
        return result != controller.NOTHING

    def draw(self, d):
        self.ctrl.draw(d)

    def draw_leds(self, frame, shell):
        self.ctrl.draw_leds(frame)

"""Silent: the sound of a board without a buzzer (hal `sound`)."""


class Silent:
    def beep(self, freq, ms):
        pass

    def update(self, now):
        pass

    def quiet(self):
        pass

"""Desktop simulator: the firmware app on virtual hardware."""

"""A phone seat's connection status, as the server reports it and the TV shows it."""

WAITING, CONNECTED, RECONNECTING = "waiting", "connected", "reconnecting"

"""LAN and internet play in the window: the flows, chat, offers, status, and the Host and Join
dialogs with their parts."""

"""The Textual app: screens render the engine's state and send it actions."""

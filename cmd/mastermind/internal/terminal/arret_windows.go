package terminal

import "os"

// notifieArret does nothing on Windows: its console has no Ctrl-Z that
// stops a program (SIGTSTP).
func notifieArret(chan os.Signal) {}

// Arrete does nothing on Windows, where a program is not stopped and
// continued from its console.
func (c *Console) Arrete() {}

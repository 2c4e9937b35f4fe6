package terminal

import "os"

// notifieRedimension does nothing on Windows, whose console sends no
// signal when resized: the menus read the console's size again before
// each prompt, so a resize shows at the next one.
func notifieRedimension(chan<- os.Signal) {}

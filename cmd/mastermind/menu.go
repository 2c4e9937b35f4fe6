package main

import "context"

// menu is the interactive game (issue in progress).
func menu(ctx context.Context, a *app) error {
	return usage(a.cat.T("usage.inconnue", "", "demo"))
}

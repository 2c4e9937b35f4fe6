package invite

import "context"

// Lit asks question with saisit (an Invite's Saisit or SaisitMasquee) until
// lire reads the line, and returns what lire read: the line is read once,
// by the check that accepts it. lire's error is the sentence shown before
// the question is asked again.
func Lit[T any](ctx context.Context, saisit func(context.Context, string, func(string) error) (string, error), question string, lire func(string) (T, error)) (T, error) {
	var (
		lue    string
		valeur T
	)
	s, err := saisit(ctx, question, func(s string) error {
		v, err := lire(s)
		if err == nil {
			lue, valeur = s, v
		}
		return err
	})
	if err != nil {
		var zero T
		return zero, err
	}
	if s != lue {
		// An invite that checked other lines last (a terminal checks
		// as the player types): read the line given.
		return lire(s)
	}
	return valeur, nil
}

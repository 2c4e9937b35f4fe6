// La stratégie du cours (lexico), en Java, pour le labo de mastermind :
// le protocole de docs/PROTOCOLE.md, avec les noms et les tableaux du cours.
//   javac -d out docs/exemples/Lexico.java
//   mastermind stats --strategy 'cmd:java -cp out Lexico'
import java.io.BufferedReader;
import java.io.InputStreamReader;

public class Lexico {
    static int[] tabFrequence(int[] cod, int nbCouleurs) {
        int[] t = new int[nbCouleurs];
        for (int c : cod) t[c]++;
        return t;
    }

    static int[] nbBienMalPlaces(int[] cod1, int[] cod2, int nbCouleurs) {
        int bien = 0, communs = 0;
        for (int i = 0; i < cod1.length; i++) if (cod1[i] == cod2[i]) bien++;
        int[] f1 = tabFrequence(cod1, nbCouleurs), f2 = tabFrequence(cod2, nbCouleurs);
        for (int c = 0; c < nbCouleurs; c++) communs += Math.min(f1[c], f2[c]);
        return new int[] {bien, communs - bien};
    }

    static boolean passeCodeSuivantLexico(int[] cod1, int nbCouleurs) {
        int i = cod1.length - 1;
        while (i >= 0 && cod1[i] == nbCouleurs - 1) cod1[i--] = 0;
        if (i >= 0) cod1[i]++;
        return i >= 0;
    }

    static boolean estCompat(int[] cod1, int[][] cod, int[][] rep, int nbCoups, int nbCouleurs, boolean sansRepetition) {
        if (sansRepetition) for (int n : tabFrequence(cod1, nbCouleurs)) if (n > 1) return false;
        for (int i = 0; i < nbCoups; i++) {
            int[] r = nbBienMalPlaces(cod[i], cod1, nbCouleurs);
            if (r[0] != rep[i][0] || r[1] != rep[i][1]) return false;
        }
        return true;
    }

    static String entiersVersMot(int[] cod1, char[] tabCouleurs) {
        StringBuilder mot = new StringBuilder();
        for (int c : cod1) mot.append(tabCouleurs[c]);
        return mot.toString();
    }

    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int lgCode = 0, nbCouleurs = 0, nbCoups = 0;
        char[] tabCouleurs = null;
        boolean sansRepetition = false;
        int[][] cod = null, rep = null;
        int[] prop = null;
        String ligne;
        while ((ligne = in.readLine()) != null) {
            String[] mots = ligne.trim().split(" +");
            if (mots[0].equals("fin")) break;
            if (mots[0].equals("nouvelle")) { // nouvelle PIONS COULEURS LETTRES avec|sans
                lgCode = Integer.parseInt(mots[1]);
                nbCouleurs = Integer.parseInt(mots[2]);
                tabCouleurs = mots[3].toCharArray();
                sansRepetition = mots[4].equals("sans");
                cod = new int[64][];
                rep = new int[64][];
                nbCoups = 0;
                prop = new int[lgCode];
            } else { // B M, la réponse à la dernière proposition
                rep[nbCoups - 1] = new int[] {Integer.parseInt(mots[0]), Integer.parseInt(mots[1])};
                if (rep[nbCoups - 1][0] == lgCode) continue;
                passeCodeSuivantLexico(prop, nbCouleurs);
            }
            while (!estCompat(prop, cod, rep, nbCoups, nbCouleurs, sansRepetition)) passeCodeSuivantLexico(prop, nbCouleurs);
            cod[nbCoups++] = prop.clone();
            System.out.println(entiersVersMot(prop, tabCouleurs));
            System.out.flush();
        }
    }
}

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;

// Le pilote des tests du kit Java : dans une seule JVM, il lance le
// vérificateur de chaque variante du kit (un paquet par variante : le
// squelette, la solution de référence, les fautes classiques), dans
// l'ordre des arguments « variante » ou « variante:nom1,nom2 ».
public class Pilote {
    public static void main(String[] args) throws Exception {
        PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), true, "UTF-8");
        for (String a : args) {
            String[] v = a.split(":");
            String[] noms = v.length > 1 ? v[1].split(",") : new String[0];
            out.println("=== variante " + a);
            Object statut = Class.forName(v[0] + ".Verif").getMethod("lance", String[].class, PrintStream.class).invoke(null, (Object) noms, out);
            out.println("=== statut " + statut);
        }
        out.flush();
        System.exit(0);
    }
}

import dev.sdkgen.testsupport.PostgresBinaries;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;

/**
 * Runs a real PostgreSQL server (zonky embedded binaries) until SIGTERM, keeping its data in a
 * directory so a restart finds the data again. Used by deploy/run when DB_URL is not set, which
 * compiles it together with test-support's PostgresBinaries (the tests' own safe extraction) and runs
 *   java -Xmx128m -cp CLASSES:'libs/*' EmbeddedPostgresLauncher DATA_DIR PORT BINARIES_DIR
 * The binaries are extracted into BINARIES_DIR on the first start. zonky extracts in memory: it
 * holds the 14 MB archive twice and each file whole (the largest is 27 MB), which needs about
 * 80 MB of heap (measured: 72 MB runs out of memory, 80 MB does not).
 */
public final class EmbeddedPostgresLauncher {

    public static void main(String[] args) throws InterruptedException {
        if (args.length != 3) {
            System.err.println("usage: EmbeddedPostgresLauncher DATA_DIR PORT BINARIES_DIR");
            System.exit(2);
        }
        Path data = Path.of(args[0]).toAbsolutePath();
        int port = Integer.parseInt(args[1]);
        Path binaries = Path.of(args[2]).toAbsolutePath();
        EmbeddedPostgres pg;
        try {
            Files.createDirectories(data);
            pg = PostgresBinaries.start(EmbeddedPostgres.builder()
                    .setDataDirectory(data)
                    .setCleanDataDirectory(false)
                    .setPort(port), binaries);
        } catch (Throwable e) { // zonky reports a failed extraction as an ExceptionInInitializerError
            e.printStackTrace();
            System.err.println();
            System.err.println("EmbeddedPostgresLauncher: PostgreSQL did not start (data " + data + ", port " + port
                    + ", binaries " + binaries + "): " + reason(e));
            System.exit(1);
            return;
        }
        // the extraction's buffers are garbage now: a full collection gives their memory back
        System.gc();
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            try {
                pg.close();
            } catch (Exception e) {
                System.err.println("stopping PostgreSQL: " + e);
            } finally {
                stopped.countDown();
            }
        }));
        System.out.println("PostgreSQL ready on port " + port + " (" + pg.getJdbcUrl("postgres", "postgres") + ")");
        System.out.flush();
        stopped.await();
    }

    /** The innermost cause, as {@code SimpleName: message}. */
    private static String reason(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return root.getClass().getSimpleName() + (root.getMessage() == null ? "" : ": " + root.getMessage());
    }
}

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;

/**
 * Runs a real PostgreSQL server (zonky embedded binaries) until SIGTERM, keeping its data in a
 * directory so a restart finds the data again. Used by deploy/run when DB_URL is not set.
 * Run with the source launcher: java -cp 'libs/*' EmbeddedPostgresLauncher.java DATA_DIR PORT
 */
public final class EmbeddedPostgresLauncher {

    public static void main(String[] args) throws Exception {
        Path data = Path.of(args[0]).toAbsolutePath();
        int port = Integer.parseInt(args[1]);
        Files.createDirectories(data);
        EmbeddedPostgres pg = EmbeddedPostgres.builder()
                .setDataDirectory(data)
                .setCleanDataDirectory(false)
                .setPort(port)
                .start();
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
}

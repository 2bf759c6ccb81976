module example.com/hostile-go

go 1.21

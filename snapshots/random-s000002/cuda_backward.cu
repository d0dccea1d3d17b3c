extern "C" __global__ void random_s000002_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_a,
    wp::array_t<wp::float32> var_b,
    wp::int32 var_seed,
    wp::array_t<wp::float32> var_out,
    wp::array_t<wp::float32> adj_a,
    wp::array_t<wp::float32> adj_b,
    wp::int32 adj_seed,
    wp::array_t<wp::float32> adj_out)
{
    wp::tile_shared_storage_t tile_mem;

    for (size_t _idx = static_cast<size_t>(blockDim.x) * static_cast<size_t>(blockIdx.x) + static_cast<size_t>(threadIdx.x);
         _idx < dim.size;
         _idx += static_cast<size_t>(blockDim.x) * static_cast<size_t>(gridDim.x))
    {
            // reset shared memory allocator
        wp::tile_shared_storage_t::init();

        //---------
        // primal vars
        wp::int32 var_0;
        wp::uint32 var_1;
        const wp::int32 var_2 = 0;
        const wp::int32 var_3 = 2;
        wp::int32 var_4;
        wp::float32 var_5;
        const wp::int32 var_6 = 0;
        const wp::int32 var_7 = 4;
        wp::int32 var_8;
        wp::float32* var_9;
        wp::float32* var_10;
        wp::float32 var_11;
        wp::float32 var_12;
        wp::float32 var_13;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::uint32 adj_1 = {};
        wp::int32 adj_2 = {};
        wp::int32 adj_3 = {};
        wp::int32 adj_4 = {};
        wp::float32 adj_5 = {};
        wp::int32 adj_6 = {};
        wp::int32 adj_7 = {};
        wp::int32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        wp::float32 adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        //---------
        // forward
        // def random_s000002(                                                                    <L 14>
        // i = wp.tid()                                                                           <L 20>
        var_0 = builtin_tid1d();
        // rng = wp.rand_init(seed, i)                                                            <L 21>
        var_1 = wp::rand_init(var_seed, var_0);
        // x0 = wp.randi(rng, 0, 2)                                                               <L 22>
        var_4 = wp::randi(var_1, var_2, var_3);
        // x1 = wp.randn(rng)                                                                     <L 23>
        var_5 = wp::randn(var_1);
        // x2 = wp.randi(rng, 0, 4)                                                               <L 24>
        var_8 = wp::randi(var_1, var_6, var_7);
        // out[i] = random_s000002_combine(x0, a[i], b[i], x1, x2)                                <L 25>
        var_9 = wp::address(var_a, var_0);
        var_10 = wp::address(var_b, var_0);
        var_12 = wp::load(var_9);
        var_13 = wp::load(var_10);
        var_11 = random_s000002_combine_0(var_4, var_12, var_13, var_5, var_8);
        // wp::array_store(var_out, var_0, var_11);
        //---------
        // reverse
        wp::adj_array_store(var_out, var_0, var_11, adj_out, adj_0, adj_11);
        adj_random_s000002_combine_0(var_4, var_12, var_13, var_5, var_8, adj_4, adj_9, adj_10, adj_5, adj_8, adj_11);
        wp::adj_address(var_b, var_0, adj_b, adj_0, adj_10);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_9);
        // adj: out[i] = random_s000002_combine(x0, a[i], b[i], x1, x2)                           <L 25>
        // adj: x2 = wp.randi(rng, 0, 4)                                                          <L 24>
        // adj: x1 = wp.randn(rng)                                                                <L 23>
        // adj: x0 = wp.randi(rng, 0, 2)                                                          <L 22>
        // adj: rng = wp.rand_init(seed, i)                                                       <L 21>
        // adj: i = wp.tid()                                                                      <L 20>
        // adj: def random_s000002(                                                               <L 14>
        continue;
    }
}
extern "C" __global__ void make_gather_scatter_s000000__locals__gather_scatter_s000000_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_a,
    wp::array_t<wp::int32> var_idx,
    wp::array_t<wp::float32> var_out,
    wp::array_t<wp::float32> adj_a,
    wp::array_t<wp::int32> adj_idx,
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
        wp::int32* var_1;
        wp::float32* var_2;
        const wp::float32 var_3 = 0.75;
        wp::float32 var_4;
        wp::float32 var_5;
        wp::float32 var_6;
        wp::float32 var_7;
        wp::int32 var_8;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::int32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::float32 adj_4 = {};
        wp::float32 adj_5 = {};
        wp::float32 adj_6 = {};
        wp::float32 adj_7 = {};
        wp::int32 adj_8 = {};
        //---------
        // forward
        // def gather_scatter_s000000(                                                            <L 8>
        // i = wp.tid()                                                                           <L 13>
        var_0 = builtin_tid1d();
        // out[idx[i]] += wp.sin(a[i] * scale)                                                    <L 14>
        var_1 = wp::address(var_idx, var_0);
        var_2 = wp::address(var_a, var_0);
        var_5 = wp::load(var_2);
        var_4 = wp::mul(var_5, var_3);
        var_6 = wp::sin(var_4);
        var_8 = wp::load(var_1);
        // var_7 = wp::atomic_add(var_out, var_8, var_6);
        //---------
        // reverse
        wp::adj_atomic_add(var_out, var_8, var_6, adj_out, adj_1, adj_6, adj_7);
        wp::adj_sin(var_4, adj_4, adj_6);
        wp::adj_mul(var_5, var_3, adj_2, adj_3, adj_4);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_2);
        wp::adj_address(var_idx, var_0, adj_idx, adj_0, adj_1);
        // adj: out[idx[i]] += wp.sin(a[i] * scale)                                               <L 14>
        // adj: i = wp.tid()                                                                      <L 13>
        // adj: def gather_scatter_s000000(                                                       <L 8>
        continue;
    }
}
extern "C" __global__ void make_half_storage_s000001__locals__half_storage_s000001_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float16> var_a,
    wp::array_t<wp::float16> var_out,
    wp::array_t<wp::float16> adj_a,
    wp::array_t<wp::float16> adj_out)
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
        wp::float16* var_1;
        wp::float32 var_2;
        wp::float16 var_3;
        const wp::float32 var_4 = 1.0;
        const wp::float32 var_5 = 1.5;
        wp::float32 var_6;
        wp::float32 var_7;
        const wp::float32 var_8 = -3.0;
        const wp::float32 var_9 = 3.0;
        wp::float32 var_10;
        wp::float32 var_11;
        wp::float32 var_12;
        wp::float32 var_13;
        wp::float16 var_14;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float16 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float16 adj_3 = {};
        wp::float32 adj_4 = {};
        wp::float32 adj_5 = {};
        wp::float32 adj_6 = {};
        wp::float32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        wp::float32 adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float16 adj_14 = {};
        //---------
        // forward
        // def half_storage_s000001(                                                              <L 8>
        // i = wp.tid()                                                                           <L 12>
        var_0 = builtin_tid1d();
        // x0 = wp.float32(a[i])                                                                  <L 13>
        var_1 = wp::address(var_a, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::float32(var_3);
        // x1 = wp.log(scale + wp.exp(wp.clamp(x0 * wp.static(3.0 / 2.0) + scale, -3.0, 3.0)))       <L 14>
        var_6 = wp::mul(var_2, var_5);
        var_7 = wp::add(var_6, var_4);
        var_10 = wp::clamp(var_7, var_8, var_9);
        var_11 = wp::exp(var_10);
        var_12 = wp::add(var_4, var_11);
        var_13 = wp::log(var_12);
        // out[i] = wp.float16(x1)                                                                <L 15>
        var_14 = wp::float16(var_13);
        // wp::array_store(var_out, var_0, var_14);
        //---------
        // reverse
        wp::adj_array_store(var_out, var_0, var_14, adj_out, adj_0, adj_14);
        wp::adj_float16(var_13, adj_13, adj_14);
        // adj: out[i] = wp.float16(x1)                                                           <L 15>
        wp::adj_log(var_12, adj_12, adj_13);
        wp::adj_add(var_4, var_11, adj_4, adj_11, adj_12);
        wp::adj_exp(var_10, var_11, adj_10, adj_11);
        wp::adj_clamp(var_7, var_8, var_9, adj_7, adj_8, adj_9, adj_10);
        wp::adj_add(var_6, var_4, adj_6, adj_4, adj_7);
        wp::adj_mul(var_2, var_5, adj_2, adj_5, adj_6);
        // adj: x1 = wp.log(scale + wp.exp(wp.clamp(x0 * wp.static(3.0 / 2.0) + scale, -3.0, 3.0)))  <L 14>
        wp::adj_float32(var_3, adj_1, adj_2);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_1);
        // adj: x0 = wp.float32(a[i])                                                             <L 13>
        // adj: i = wp.tid()                                                                      <L 12>
        // adj: def half_storage_s000001(                                                         <L 8>
        continue;
    }
}
extern "C" __global__ void math_s000001_cuda_kernel_backward(
    wp::launch_bounds_t<2> dim,
    wp::array_t<wp::float32> var_a,
    wp::array_t<wp::float32> var_out,
    wp::array_t<wp::float32> adj_a,
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
        wp::int32 var_1;
        wp::float32* var_2;
        wp::float32 var_3;
        wp::float32 var_4;
        const wp::float32 var_5 = 1.0;
        wp::float32 var_6;
        wp::float32 var_7;
        wp::float32* var_8;
        wp::float32 var_9;
        wp::float32 var_10;
        wp::float32 var_11;
        const wp::float32 var_12 = 1.0;
        wp::float32 var_13;
        wp::float32 var_14;
        wp::float32 var_15;
        const wp::float32 var_16 = 1.0;
        wp::float32 var_17;
        wp::float32 var_18;
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
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        wp::float32 adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::float32 adj_18 = {};
        //---------
        // forward
        // def math_s000001(                                                                      <L 7>
        // i, j = wp.tid()                                                                        <L 11>
        builtin_tid2d(var_0, var_1);
        // x0 = wp.log(wp.abs(a[i, j]) + 1.0)                                                     <L 12>
        var_2 = wp::address(var_a, var_0, var_1);
        var_4 = wp::load(var_2);
        var_3 = wp::abs(var_4);
        var_6 = wp::add(var_3, var_5);
        var_7 = wp::log(var_6);
        // x1 = wp.cos(wp.log(wp.abs(wp.tanh(a[i, j])) + 1.0))                                    <L 13>
        var_8 = wp::address(var_a, var_0, var_1);
        var_10 = wp::load(var_8);
        var_9 = wp::tanh(var_10);
        var_11 = wp::abs(var_9);
        var_13 = wp::add(var_11, var_12);
        var_14 = wp::log(var_13);
        var_15 = wp::cos(var_14);
        // out[i, j] = x0 + x1 * 1.0                                                              <L 14>
        var_17 = wp::mul(var_15, var_16);
        var_18 = wp::add(var_7, var_17);
        // wp::array_store(var_out, var_0, var_1, var_18);
        //---------
        // reverse
        wp::adj_array_store(var_out, var_0, var_1, var_18, adj_out, adj_0, adj_1, adj_18);
        wp::adj_add(var_7, var_17, adj_7, adj_17, adj_18);
        wp::adj_mul(var_15, var_16, adj_15, adj_16, adj_17);
        // adj: out[i, j] = x0 + x1 * 1.0                                                         <L 14>
        wp::adj_cos(var_14, adj_14, adj_15);
        wp::adj_log(var_13, adj_13, adj_14);
        wp::adj_add(var_11, var_12, adj_11, adj_12, adj_13);
        wp::adj_abs(var_9, adj_9, adj_11);
        wp::adj_tanh(var_10, var_9, adj_8, adj_9);
        wp::adj_address(var_a, var_0, var_1, adj_a, adj_0, adj_1, adj_8);
        // adj: x1 = wp.cos(wp.log(wp.abs(wp.tanh(a[i, j])) + 1.0))                               <L 13>
        wp::adj_log(var_6, adj_6, adj_7);
        wp::adj_add(var_3, var_5, adj_3, adj_5, adj_6);
        wp::adj_abs(var_4, adj_2, adj_3);
        wp::adj_address(var_a, var_0, var_1, adj_a, adj_0, adj_1, adj_2);
        // adj: x0 = wp.log(wp.abs(a[i, j]) + 1.0)                                                <L 12>
        // adj: i, j = wp.tid()                                                                   <L 11>
        // adj: def math_s000001(                                                                 <L 7>
        continue;
    }
}
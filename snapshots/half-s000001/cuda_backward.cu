extern "C" __global__ void half_s000001_cuda_kernel_backward(
    wp::launch_bounds_t<2> dim,
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
        wp::int32 var_1;
        wp::float16* var_2;
        const wp::float32 var_3 = 0.25;
        wp::float16 var_4;
        wp::float16 var_5;
        wp::float16 var_6;
        wp::float16 var_7;
        wp::float16 var_8;
        const wp::float32 var_9 = 1.0;
        wp::float16 var_10;
        wp::float16 var_11;
        wp::float16 var_12;
        const wp::float32 var_13 = 3.0;
        wp::float16 var_14;
        wp::float16 var_15;
        wp::float16 var_16;
        const wp::float32 var_17 = 3.0;
        wp::float16 var_18;
        wp::float16 var_19;
        wp::float16 var_20;
        wp::float16 var_21;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::int32 adj_1 = {};
        wp::float16 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::float16 adj_4 = {};
        wp::float16 adj_5 = {};
        wp::float16 adj_6 = {};
        wp::float16 adj_7 = {};
        wp::float16 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float16 adj_10 = {};
        wp::float16 adj_11 = {};
        wp::float16 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float16 adj_14 = {};
        wp::float16 adj_15 = {};
        wp::float16 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::float16 adj_18 = {};
        wp::float16 adj_19 = {};
        wp::float16 adj_20 = {};
        wp::float16 adj_21 = {};
        //---------
        // forward
        // def half_s000001(                                                                      <L 7>
        // i, j = wp.tid()                                                                        <L 11>
        builtin_tid2d(var_0, var_1);
        // x0 = wp.log(wp.abs(-(a[i, j] + wp.float16(0.25))) + wp.float16(1.0))                   <L 12>
        var_2 = wp::address(var_a, var_0, var_1);
        var_4 = wp::float16(var_3);
        var_6 = wp::load(var_2);
        var_5 = wp::add(var_6, var_4);
        var_7 = wp::neg(var_5);
        var_8 = wp::abs(var_7);
        var_10 = wp::float16(var_9);
        var_11 = wp::add(var_8, var_10);
        var_12 = wp::log(var_11);
        // out[i, j] = -(x0 + wp.float16(3.0)) + wp.sin(x0 + wp.float16(3.0))                     <L 13>
        var_14 = wp::float16(var_13);
        var_15 = wp::add(var_12, var_14);
        var_16 = wp::neg(var_15);
        var_18 = wp::float16(var_17);
        var_19 = wp::add(var_12, var_18);
        var_20 = wp::sin(var_19);
        var_21 = wp::add(var_16, var_20);
        // wp::array_store(var_out, var_0, var_1, var_21);
        //---------
        // reverse
        wp::adj_array_store(var_out, var_0, var_1, var_21, adj_out, adj_0, adj_1, adj_21);
        wp::adj_add(var_16, var_20, adj_16, adj_20, adj_21);
        wp::adj_sin(var_19, adj_19, adj_20);
        wp::adj_add(var_12, var_18, adj_12, adj_18, adj_19);
        wp::adj_float16(var_17, adj_17, adj_18);
        wp::adj_neg(var_15, adj_15, adj_16);
        wp::adj_add(var_12, var_14, adj_12, adj_14, adj_15);
        wp::adj_float16(var_13, adj_13, adj_14);
        // adj: out[i, j] = -(x0 + wp.float16(3.0)) + wp.sin(x0 + wp.float16(3.0))                <L 13>
        wp::adj_log(var_11, adj_11, adj_12);
        wp::adj_add(var_8, var_10, adj_8, adj_10, adj_11);
        wp::adj_float16(var_9, adj_9, adj_10);
        wp::adj_abs(var_7, adj_7, adj_8);
        wp::adj_neg(var_5, adj_5, adj_7);
        wp::adj_add(var_6, var_4, adj_2, adj_4, adj_5);
        wp::adj_float16(var_3, adj_3, adj_4);
        wp::adj_address(var_a, var_0, var_1, adj_a, adj_0, adj_1, adj_2);
        // adj: x0 = wp.log(wp.abs(-(a[i, j] + wp.float16(0.25))) + wp.float16(1.0))              <L 12>
        // adj: i, j = wp.tid()                                                                   <L 11>
        // adj: def half_s000001(                                                                 <L 7>
        continue;
    }
}
extern "C" __global__ void arithmetic_s000000_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_a,
    wp::array_t<wp::float32> var_b,
    wp::array_t<wp::float32> var_out,
    wp::array_t<wp::float32> adj_a,
    wp::array_t<wp::float32> adj_b,
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
        const wp::float32 var_1 = -0.25;
        wp::float32* var_2;
        const wp::float32 var_3 = 0.5;
        bool var_4;
        wp::float32 var_5;
        wp::float32* var_6;
        const wp::float32 var_7 = 3.0;
        wp::float32 var_8;
        wp::float32 var_9;
        wp::float32* var_10;
        wp::float32* var_11;
        wp::float32 var_12;
        wp::float32 var_13;
        wp::float32 var_14;
        wp::float32* var_15;
        wp::float32 var_16;
        wp::float32 var_17;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
        bool adj_4 = {};
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
        //---------
        // forward
        // def arithmetic_s000000(                                                                <L 1>
        // i = wp.tid()                                                                           <L 6>
        var_0 = builtin_tid1d();
        // if OFFSET < a[i] < SCALE:                                                              <L 7>
        var_2 = wp::address(var_a, var_0);
        var_5 = wp::load(var_2);
        var_4 = ((var_1 < var_5) && (var_5 < var_3));
        if (var_4) {
            // out[i] = a[i] * 3.0                                                                <L 8>
            var_6 = wp::address(var_a, var_0);
            var_9 = wp::load(var_6);
            var_8 = wp::mul(var_9, var_7);
            // wp::array_store(var_out, var_0, var_8);
            // return                                                                             <L 9>
            goto label0;
        }
        // x0 = b[i] * a[i]                                                                       <L 10>
        var_10 = wp::address(var_b, var_0);
        var_11 = wp::address(var_a, var_0);
        var_13 = wp::load(var_10);
        var_14 = wp::load(var_11);
        var_12 = wp::mul(var_13, var_14);
        // out[i] = arithmetic_s000000_combine(x0, a[i])                                          <L 11>
        var_15 = wp::address(var_a, var_0);
        var_17 = wp::load(var_15);
        var_16 = arithmetic_s000000_combine_0(var_12, var_17);
        // wp::array_store(var_out, var_0, var_16);
        //---------
        // reverse
        wp::adj_array_store(var_out, var_0, var_16, adj_out, adj_0, adj_16);
        adj_arithmetic_s000000_combine_0(var_12, var_17, adj_12, adj_15, adj_16);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_15);
        // adj: out[i] = arithmetic_s000000_combine(x0, a[i])                                     <L 11>
        wp::adj_mul(var_13, var_14, adj_10, adj_11, adj_12);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_11);
        wp::adj_address(var_b, var_0, adj_b, adj_0, adj_10);
        // adj: x0 = b[i] * a[i]                                                                  <L 10>
        if (var_4) {
            label0:;
            // adj: return                                                                        <L 9>
            wp::adj_array_store(var_out, var_0, var_8, adj_out, adj_0, adj_8);
            wp::adj_mul(var_9, var_7, adj_6, adj_7, adj_8);
            wp::adj_address(var_a, var_0, adj_a, adj_0, adj_6);
            // adj: out[i] = a[i] * 3.0                                                           <L 8>
        }
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_2);
        // adj: if OFFSET < a[i] < SCALE:                                                         <L 7>
        // adj: i = wp.tid()                                                                      <L 6>
        // adj: def arithmetic_s000000(                                                           <L 1>
        continue;
    }
}
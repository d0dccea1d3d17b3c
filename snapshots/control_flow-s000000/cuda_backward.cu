extern "C" __global__ void control_flow_s000000_cuda_kernel_backward(
    wp::launch_bounds_t<2> dim,
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
        wp::int32 var_1;
        const wp::float32 var_2 = 0.0;
        const wp::float32 var_3 = -0.375;
        wp::float32* var_4;
        const wp::float32 var_5 = 0.25;
        bool var_6;
        wp::float32 var_7;
        wp::float32* var_8;
        const wp::float32 var_9 = 0.5;
        wp::float32 var_10;
        wp::float32 var_11;
        wp::float32 var_12;
        const wp::float32 var_13 = 1.0;
        wp::float32 var_14;
        wp::float32 var_15;
        wp::float32* var_16;
        const wp::float32 var_17 = 0.75;
        wp::float32 var_18;
        wp::float32 var_19;
        wp::float32 var_20;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::int32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::float32 adj_4 = {};
        wp::float32 adj_5 = {};
        bool adj_6 = {};
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
        wp::float32 adj_19 = {};
        wp::float32 adj_20 = {};
        //---------
        // forward
        // def control_flow_s000000(                                                              <L 7>
        // i, j = wp.tid()                                                                        <L 12>
        builtin_tid2d(var_0, var_1);
        // x0 = 0.0                                                                               <L 13>
        // if -0.375 < b[i, j] < wp.static(1.0 / 4.0):                                            <L 14>
        var_4 = wp::address(var_b, var_0, var_1);
        var_7 = wp::load(var_4);
        var_6 = ((var_3 < var_7) && (var_7 < var_5));
        if (var_6) {
            // x0 = wp.sqrt(wp.abs(a[i, j] - 0.5) + 1.0)                                          <L 15>
            var_8 = wp::address(var_a, var_0, var_1);
            var_11 = wp::load(var_8);
            var_10 = wp::sub(var_11, var_9);
            var_12 = wp::abs(var_10);
            var_14 = wp::add(var_12, var_13);
            var_15 = wp::sqrt(var_14);
        }
        if (!var_6) {
            // x0 = b[i, j] - 0.75                                                                <L 17>
            var_16 = wp::address(var_b, var_0, var_1);
            var_19 = wp::load(var_16);
            var_18 = wp::sub(var_19, var_17);
        }
        var_20 = wp::where(var_6, var_15, var_18);
        // out[i, j] = x0                                                                         <L 18>
        // wp::array_store(var_out, var_0, var_1, var_20);
        //---------
        // reverse
        wp::adj_array_store(var_out, var_0, var_1, var_20, adj_out, adj_0, adj_1, adj_20);
        // adj: out[i, j] = x0                                                                    <L 18>
        wp::adj_where(var_6, var_15, var_18, adj_6, adj_15, adj_18, adj_20);
        if (!var_6) {
            wp::adj_sub(var_19, var_17, adj_16, adj_17, adj_18);
            wp::adj_address(var_b, var_0, var_1, adj_b, adj_0, adj_1, adj_16);
            // adj: x0 = b[i, j] - 0.75                                                           <L 17>
        }
        if (var_6) {
            wp::adj_sqrt(var_14, var_15, adj_14, adj_15);
            wp::adj_add(var_12, var_13, adj_12, adj_13, adj_14);
            wp::adj_abs(var_10, adj_10, adj_12);
            wp::adj_sub(var_11, var_9, adj_8, adj_9, adj_10);
            wp::adj_address(var_a, var_0, var_1, adj_a, adj_0, adj_1, adj_8);
            // adj: x0 = wp.sqrt(wp.abs(a[i, j] - 0.5) + 1.0)                                     <L 15>
        }
        wp::adj_address(var_b, var_0, var_1, adj_b, adj_0, adj_1, adj_4);
        // adj: if -0.375 < b[i, j] < wp.static(1.0 / 4.0):                                       <L 14>
        // adj: x0 = 0.0                                                                          <L 13>
        // adj: i, j = wp.tid()                                                                   <L 12>
        // adj: def control_flow_s000000(                                                         <L 7>
        continue;
    }
}